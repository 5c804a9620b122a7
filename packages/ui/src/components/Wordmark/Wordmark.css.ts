import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const wordmark = recipe({
  base: layered({ display: 'block', flexShrink: 0, width: 'auto', overflow: 'visible' }),
  variants: {
    // Heights of the whole 40-unit grid; the letters' x-height is half of it.
    size: {
      small: layered({ height: '28px' }),
      medium: layered({ height: '36px' }),
      large: layered({ height: '56px' }),
    },
    tone: {
      brand: layered({ color: vars.color.action.primary.bg }),
      inverse: layered({ color: vars.color.text.inverse }),
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
});

export const letters = style(
  layered({ fill: 'none', stroke: 'currentColor', strokeWidth: 5, strokeLinecap: 'round' }),
);

export const accent = style(
  layered({
    fill: 'none',
    stroke: vars.color.action.primaryRed.bg,
    strokeWidth: 4.5,
    strokeLinecap: 'round',
  }),
);

/** The home link: no underline, the focus ring around the whole mark. */
export const link = style(
  layered({
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.small,
    textDecoration: 'none',
  }),
);
