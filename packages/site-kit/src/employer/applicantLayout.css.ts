import { vars } from '@allas/ui';
import { style } from '@vanilla-extract/css';

/** The filters: one column on a phone, as many 12rem columns as fit on wider screens. */
export const filterGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

/** The candidate's details: label–value pairs, labels bold. */
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': {
    'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const detailTerm = style({ fontWeight: vars.font.weight.semibold });
export const detailValue = style({ margin: 0 });
