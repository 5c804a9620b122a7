import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [mediaQueries.tablet]: { gap: vars.space.xsmall } },
  }),
);

const square = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.small,
  height: vars.size.control.small,
  paddingInline: vars.space.xxsmall,
  '@media': {
    [mediaQueries.tablet]: {
      minWidth: vars.size.control.normal,
      height: vars.size.control.normal,
      paddingInline: vars.space.xsmall,
    },
  },
} as const;

/** A page number or previous/next control, as a link or a button. */
export const item = style(
  layered({
    ...focusRing,
    ...square,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text.default,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      ...focusRing.selectors,
      '&:hover:not(:disabled)': { background: vars.color.surface.sunken },
      '&[aria-current="page"]': {
        background: vars.color.action.primary.bg,
        color: vars.color.action.primary.fg,
        borderColor: vars.color.action.primary.border,
      },
      '&:disabled': { color: vars.color.disabled.fg, cursor: 'not-allowed' },
    },
  }),
);

/** Keeps the bar from jumping where a previous/next link has nowhere to go. */
export const placeholder = style(layered({ ...square, color: vars.color.disabled.fg }));

export const ellipsis = style(layered({ ...square, color: vars.color.text.muted }));
