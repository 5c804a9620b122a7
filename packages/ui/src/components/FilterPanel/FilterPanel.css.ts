import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const panel = style(
  layered({
    display: 'grid',
    gap: vars.space.medium,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.border.default}`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
  }),
);

export const summary = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall }),
);

export const resultCount = style(
  layered({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text.muted }),
);

const fromTablet = (rule: Parameters<typeof layered>[0]) =>
  layered({ '@media': { [mediaQueries.tablet]: rule } });
const fromDesktop = (rule: Parameters<typeof layered>[0]) =>
  layered({ '@media': { [mediaQueries.desktop]: rule } });

/** The plain heading text: shown where the filters are always open. */
export const headingText = recipe({
  variants: {
    collapse: {
      belowTablet: layered({
        display: 'none',
        '@media': { [mediaQueries.tablet]: { display: 'inline' } },
      }),
      belowDesktop: layered({
        display: 'none',
        '@media': { [mediaQueries.desktop]: { display: 'inline' } },
      }),
      always: layered({ display: 'none' }),
    },
  },
});

/** The disclosure button inside the heading: shown where the filters fold. */
export const toggle = recipe({
  variants: {
    collapse: {
      belowTablet: fromTablet({ display: 'none' }),
      belowDesktop: fromDesktop({ display: 'none' }),
      always: {},
    },
  },
});

export const content = recipe({
  base: layered({
    display: 'grid',
    gap: vars.space.large,
    selectors: { '&[data-expanded="false"]': { display: 'none' } },
  }),
  variants: {
    collapse: {
      // From the tablet up the filters are open whatever the (phone) disclosure state.
      belowTablet: fromTablet({ selectors: { '&[data-expanded="false"]': { display: 'grid' } } }),
      belowDesktop: fromDesktop({ selectors: { '&[data-expanded="false"]': { display: 'grid' } } }),
      always: {},
    },
  },
});

/** A chosen category's subcategories, indented under the categories. */
export const subcategories = style(
  layered({
    display: 'grid',
    gap: vars.space.medium,
    paddingInlineStart: vars.space.large,
    borderInlineStart: `2px solid ${vars.color.border.default}`,
  }),
);

export const switches = style(layered({ display: 'grid', gap: vars.space.small }));
