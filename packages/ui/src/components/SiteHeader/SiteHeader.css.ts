import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

/**
 * The bar unfolds from 1200 px, later than the desktop breakpoint: in Romanian, the longest
 * language, navigation, language switch, employer entry and sign-in need about 1080 px in one line,
 * so from 1024 px they would wrap. Below it they fold into the menu panel.
 */
const unfolded = 'screen and (min-width: 1200px)';

export const header = style(
  layered({
    position: 'relative',
    background: vars.color.surface.raised,
    borderBottom: `1px solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.small,
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

// The bar sits on the wide container (Container's gutters); its height is the control height plus
// the padding, so it does not jump between pages with and without actions.
export const bar = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.small,
    minHeight: '64px',
    paddingBlock: vars.space.small,
    '@media': {
      [unfolded]: { flexWrap: 'nowrap', columnGap: vars.space.large, paddingBlock: 0 },
    },
  }),
);

// On phones: logo, account, menu button on the first line, the panel below.
export const logo = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    marginInlineEnd: 'auto',
    '@media': { [unfolded]: { marginInlineEnd: 0 } },
  }),
);

export const account = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    order: 1,
    '@media': { [unfolded]: { order: 0 } },
  }),
);

export const menuButton = style(
  layered({
    order: 2,
    '@media': { [unfolded]: { display: 'none' } },
  }),
);

export const panel = style(
  layered({
    display: 'none',
    order: 3,
    flexBasis: '100%',
    flexDirection: 'column',
    gap: vars.space.medium,
    paddingBlock: vars.space.small,
    selectors: { '&[data-open="true"]': { display: 'flex' } },
    '@media': {
      [unfolded]: {
        display: 'flex',
        order: 0,
        flexBasis: 'auto',
        flex: 1,
        flexDirection: 'row',
        alignItems: 'stretch',
        alignSelf: 'stretch',
        justifyContent: 'space-between',
        gap: vars.space.large,
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
    height: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [unfolded]: { flexDirection: 'row', gap: vars.space.xxsmall } },
  }),
);

/**
 * The current section is marked by the accent: a bar at the start of the line in the folded menu,
 * along the header's bottom edge on desktop (plus aria-current for assistive technology).
 */
export const navLink = style(
  layered({
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    height: '100%',
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    color: vars.color.text.default,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      ...focusRing.selectors,
      '&:hover': { background: vars.color.surface.sunken },
      '&[aria-current="page"]': {
        color: vars.color.action.primary.bg,
        background: vars.color.surface.sunken,
        boxShadow: `inset 4px 0 0 ${vars.color.action.primaryRed.bg}`,
      },
    },
    '@media': {
      [unfolded]: {
        paddingInline: vars.space.small,
        borderRadius: 0,
        selectors: {
          '&:hover': {
            background: 'transparent',
            boxShadow: `inset 0 -3px 0 ${vars.color.border.strong}`,
          },
          '&[aria-current="page"]': {
            background: 'transparent',
            boxShadow: `inset 0 -3px 0 ${vars.color.action.primaryRed.bg}`,
          },
        },
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
    '@media': { [unfolded]: { marginInlineStart: 'auto', flexWrap: 'nowrap' } },
  }),
);

// A button in the bar keeps its one line; the bar has the room from the unfolding width up.
globalStyle(`${actions} > *`, { flexShrink: 0 });
