import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.medium }),
);

/** One row; scrolls sideways on narrow screens instead of wrapping. */
export const list = style(
  layered({
    display: 'flex',
    gap: vars.space.xxsmall,
    overflowX: 'auto',
    boxShadow: `inset 0 -1px 0 ${vars.color.border.default}`,
  }),
);

export const tab = style(
  layered({
    ...focusRing,
    flexShrink: 0,
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    border: 0,
    borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
    background: 'transparent',
    color: vars.color.text.muted,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      ...focusRing.selectors,
      '&:focus-visible': {
        ...focusRing.selectors['&:focus-visible'],
        outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
      },
      '&:hover': { color: vars.color.text.default, background: vars.color.surface.sunken },
      '&[aria-selected="true"]': {
        color: vars.color.text.default,
        boxShadow: `inset 0 -3px 0 ${vars.color.action.primary.bg}`,
      },
    },
  }),
);

export const panel = style(layered({ ...focusRing }));
