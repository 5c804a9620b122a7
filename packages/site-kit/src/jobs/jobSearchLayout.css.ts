import { breakpoints, vars } from '@allas/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The filters above the results on phones and tablets, in a column beside them on desktop. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 17rem) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/**
 * On desktop the filters stay in view while the results scroll; a panel taller than the window
 * scrolls on its own.
 */
export const sidebar = style({
  '@media': {
    [desktop]: {
      position: 'sticky',
      top: vars.space.large,
      maxHeight: `calc(100vh - 2 * ${vars.space.large})`,
      overflowY: 'auto',
      // Room for the focus ring of the controls at the panel's edges.
      padding: vars.focus.ringWidth,
      margin: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});
