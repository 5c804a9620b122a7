import { vars } from '@allas/ui';
import { style } from '@vanilla-extract/css';

/**
 * Cards side by side as wide as they fit, one per row on a 320 px phone: @allas/ui's Columns
 * split a fixed number of columns, a card list needs as many as the width allows. A column is
 * never narrower than a 320 px phone's card (18rem), which a job card's salary line is sized for.
 */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
