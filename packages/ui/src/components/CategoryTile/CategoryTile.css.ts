import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const tile = style(
  layered({
    ...focusRing,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    height: '100%',
    padding: vars.space.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.large,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    textDecoration: 'none',
    boxShadow: vars.shadow.small,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      ...focusRing.selectors,
      '&:hover': { borderColor: vars.color.border.strong, boxShadow: vars.shadow.medium },
    },
  }),
);

export const iconBox = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.control.big,
    height: vars.size.control.big,
    borderRadius: vars.radius.medium,
    background: vars.color.badge.brand.bg,
    color: vars.color.badge.brand.fg,
  }),
);

export const body = style(layered({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 }));

export const name = style(
  layered({
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    selectors: { [`${tile}:hover &`]: { textDecoration: 'underline' } },
  }),
);

export const count = style(
  layered({ fontSize: vars.font.size.small, color: vars.color.text.muted }),
);
