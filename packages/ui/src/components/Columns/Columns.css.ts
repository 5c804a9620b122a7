import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../css/breakpoints';
import { layered } from '../../css/layered';

/** Marks a Columns row that stacks below tablet / desktop; Column reads it to drop its width there. */
export const collapseBelowTablet = style(layered({}));
export const collapseBelowDesktop = style(layered({}));

/** Viewports narrower than a breakpoint (the fraction avoids overlap with its min-width query). */
const below = (px: number) => `screen and (max-width: ${px - 0.02}px)`;

const shares = { '1/2': 1 / 2, '1/3': 1 / 3, '2/3': 2 / 3, '1/4': 1 / 4, '3/4': 3 / 4 } as const;

function share(fraction: number) {
  // Shrinkable basis: the row's gap is taken from every column in proportion to its share.
  return layered({ flex: `0 1 ${(fraction * 100).toFixed(4)}%` });
}

export const column = recipe({
  base: layered({
    minWidth: 0,
    selectors: {
      [`${collapseBelowTablet} > &, ${collapseBelowDesktop} > &`]: {
        '@media': { [below(breakpoints.tablet)]: { flex: '0 0 auto', width: '100%' } },
      },
      [`${collapseBelowDesktop} > &`]: {
        '@media': { [below(breakpoints.desktop)]: { flex: '0 0 auto', width: '100%' } },
      },
    },
  }),
  variants: {
    width: {
      fluid: layered({ flex: '1 1 0' }),
      content: layered({ flex: '0 0 auto' }),
      '1/2': share(shares['1/2']),
      '1/3': share(shares['1/3']),
      '2/3': share(shares['2/3']),
      '1/4': share(shares['1/4']),
      '3/4': share(shares['3/4']),
    },
  },
  defaultVariants: { width: 'fluid' },
});
