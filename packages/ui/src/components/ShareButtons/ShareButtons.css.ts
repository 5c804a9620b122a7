import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

const action = vars.color.action.secondary;

export const shareLink = recipe({
  base: layered({
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.control.small,
    minWidth: vars.size.control.small,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: action.border,
    borderRadius: vars.radius.full,
    background: action.bg,
    color: action.fg,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      ...focusRing.selectors,
      '&:hover': { background: action.bgHover },
      '&:active': { background: action.bgActive },
    },
  }),
  variants: {
    showName: {
      true: layered({ paddingInline: vars.space.small }),
      false: layered({ padding: 0 }),
    },
  },
  defaultVariants: { showName: false },
});

/** The network's initial in place of its logo: no remote images, no brand scripts. */
export const glyph = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.icon.medium,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.02em',
  }),
);
