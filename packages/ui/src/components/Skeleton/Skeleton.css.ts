import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { skeletonSizes } from './skeletonOptions';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

const blockHeights = {
  small: vars.space.xxlarge,
  medium: `calc(${vars.space.xxlarge} * 3)`,
  large: `calc(${vars.space.xxlarge} * 5)`,
} as const;

const circleSizes = {
  small: vars.size.control.small,
  medium: vars.size.control.big,
  large: vars.space.xxlarge,
} as const;

const bone = layered({
  display: 'block',
  // The decorative border colour: visible on page, raised and sunken surfaces alike.
  background: vars.color.border.default,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const lines = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' }),
);

export const line = style([
  bone,
  layered({
    height: '1em',
    borderRadius: vars.radius.small,
    selectors: {
      // The last of several lines is shorter, like the end of a paragraph.
      '&:last-child:not(:first-child)': { width: '60%' },
    },
  }),
]);

export const shape = recipe({
  base: bone,
  variants: {
    shape: {
      block: layered({ width: '100%', borderRadius: vars.radius.large }),
      circle: layered({ borderRadius: vars.radius.full, flexShrink: 0 }),
    },
    size: byValue(skeletonSizes, () => ({})),
  },
  compoundVariants: skeletonSizes.flatMap((size) => [
    { variants: { shape: 'block' as const, size }, style: layered({ height: blockHeights[size] }) },
    {
      variants: { shape: 'circle' as const, size },
      style: layered({ width: circleSizes[size], height: circleSizes[size] }),
    },
  ]),
});
