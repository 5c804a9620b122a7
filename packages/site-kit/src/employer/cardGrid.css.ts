import { vars } from '@allas/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Cards that wrap from one column at 320 px to four at 1440 px; no library grid does this. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});

export const logo = style({
  display: 'block',
  width: '100%',
  maxWidth: '10rem',
  height: '3rem',
  objectFit: 'contain',
});

/** A card's label–value list (company data): labels bold, values under them. */
export const facts = style({ margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${facts} dd`, { margin: `0 0 ${vars.space.small}` });
