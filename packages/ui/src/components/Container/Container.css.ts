import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { containerWidths } from './containerOptions';

export const container = recipe({
  base: layered({
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.medium,
    '@media': {
      [mediaQueries.tablet]: { paddingInline: vars.space.large },
      [mediaQueries.desktop]: { paddingInline: vars.space.xlarge },
    },
  }),
  variants: {
    width: byValue(containerWidths, (width) => ({ maxWidth: vars.size.container[width] })),
  },
  defaultVariants: { width: 'standard' },
});
