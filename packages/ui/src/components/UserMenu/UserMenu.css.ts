import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

// Never stretched by a flex parent: the menu hangs from the button's bottom edge.
export const root = style(
  layered({ position: 'relative', display: 'inline-block', height: 'fit-content' }),
);

export const trigger = style(
  layered({
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.text.default,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    selectors: {
      ...focusRing.selectors,
      '&:hover, &[aria-expanded="true"]': { background: vars.color.surface.sunken },
    },
  }),
);

export const avatar = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.control.small,
    height: vars.size.control.small,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.action.primary.bg,
    color: vars.color.action.primary.fg,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
  }),
);

export const avatarImage = style(layered({ width: '100%', height: '100%', objectFit: 'cover' }));

export const name = style(
  layered({
    minWidth: 0,
    maxWidth: `calc(${vars.space.xxlarge} * 4)`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const menu = style(
  layered({
    position: 'absolute',
    insetInlineEnd: 0,
    top: `calc(100% + ${vars.space.xxsmall})`,
    zIndex: vars.zIndex.overlay,
    minWidth: `calc(${vars.space.xxlarge} * 5)`,
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xxsmall,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
  }),
);

export const item = style(
  layered({
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    width: '100%',
    minHeight: vars.size.control.normal,
    paddingInline: vars.space.small,
    border: 0,
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text.default,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      ...focusRing.selectors,
      '&:hover, &:focus': { background: vars.color.surface.sunken },
    },
  }),
);

export const separator = style(
  layered({
    flexShrink: 0,
    width: '100%',
    height: '1px',
    marginBlock: vars.space.xxsmall,
    marginInline: 0,
    border: 0,
    background: vars.color.border.default,
  }),
);
