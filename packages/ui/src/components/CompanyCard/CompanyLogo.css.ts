import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const logo = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    border: `2px solid ${vars.color.surface.raised}`,
    background: vars.color.surface.raised,
    boxShadow: vars.shadow.small,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.bold,
    objectFit: 'contain',
  }),
  variants: {
    size: {
      medium: layered({ width: '64px', height: '64px', fontSize: vars.font.size.large }),
      large: layered({ width: '112px', height: '112px', fontSize: vars.font.size.heading2 }),
    },
    initials: {
      true: layered({ background: vars.color.surface.sunken }),
      false: {},
    },
  },
  defaultVariants: { size: 'medium', initials: false },
});
