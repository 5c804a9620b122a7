import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const form = style(
  layered({
    display: 'grid',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.small,
  }),
);

export const mainRow = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small }),
);

export const searchCell = style(layered({ flex: '3 1 16rem', minWidth: 0 }));

export const submitCell = style(layered({ flex: '1 1 8rem', display: 'flex' }));

/** Only phones show the toggle; from tablet up every filter is always visible. */
export const toggle = style(
  layered({ display: 'flex', '@media': { [mediaQueries.tablet]: { display: 'none' } } }),
);

export const filters = style(
  layered({
    display: 'none',
    gap: vars.space.small,
    alignItems: 'flex-end',
    selectors: { '&[data-open="true"]': { display: 'grid' } },
    '@media': {
      [mediaQueries.tablet]: {
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
    },
  }),
);

export const toggles = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xsmall} ${vars.space.medium}`,
    paddingBlock: vars.space.xsmall,
  }),
);
