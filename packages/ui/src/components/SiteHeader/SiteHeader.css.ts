import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

// Below the desktop breakpoint the navigation and the actions fold into the menu panel.

export const header = style(
  layered({
    position: 'relative',
    background: vars.color.surface.raised,
    borderBottom: `1px solid ${vars.color.border.default}`,
    fontFamily: vars.font.family,
  }),
);

/**
 * Hidden until focused by keyboard; then it takes its own line at the top of the header instead of
 * covering the logo or the navigation.
 */
export const skipLink = style(
  layered({
    ...focusRing,
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    selectors: {
      ...focusRing.selectors,
      '&:focus': {
        position: 'static',
        display: 'inline-block',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
        margin: vars.space.xsmall,
        paddingInline: vars.space.medium,
        paddingBlock: vars.space.xsmall,
        borderRadius: vars.radius.medium,
        background: vars.color.action.primary.bg,
        color: vars.color.action.primary.fg,
        fontWeight: vars.font.weight.semibold,
        textDecoration: 'none',
      },
    },
  }),
);

export const bar = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.large,
    rowGap: vars.space.small,
    maxWidth: vars.size.container.wide,
    marginInline: 'auto',
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.small,
    '@media': {
      [mediaQueries.desktop]: { flexWrap: 'nowrap', paddingInline: vars.space.large },
    },
  }),
);

export const logo = style(layered({ display: 'flex', alignItems: 'center', flexShrink: 0 }));

export const menuButton = style(
  layered({
    marginInlineStart: 'auto',
    '@media': { [mediaQueries.desktop]: { display: 'none' } },
  }),
);

export const panel = style(
  layered({
    display: 'none',
    flexBasis: '100%',
    flexDirection: 'column',
    gap: vars.space.medium,
    paddingBlock: vars.space.small,
    selectors: { '&[data-open="true"]': { display: 'flex' } },
    '@media': {
      [mediaQueries.desktop]: {
        display: 'flex',
        flexBasis: 'auto',
        flex: 1,
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        paddingBlock: 0,
      },
    },
  }),
);

export const navList = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [mediaQueries.desktop]: { flexDirection: 'row', gap: vars.space.xsmall } },
  }),
);

export const navLink = style(
  layered({
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    color: vars.color.text.default,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    selectors: {
      ...focusRing.selectors,
      '&:hover': { background: vars.color.surface.sunken },
      '&[aria-current="page"]': {
        textDecoration: 'underline',
        textDecorationThickness: '3px',
        textUnderlineOffset: '0.4em',
        textDecorationColor: vars.color.action.primaryRed.bg,
      },
    },
  }),
);

export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
    '@media': { [mediaQueries.desktop]: { marginInlineStart: 'auto', flexWrap: 'nowrap' } },
  }),
);
