import { vars } from '@allas/ui';
import { style } from '@vanilla-extract/css';

/** A result's figures: label–value pairs that wrap on a phone. */
export const resultFacts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
});
export const resultFact = style({ display: 'flex', gap: vars.space.xsmall });
export const resultValue = style({ margin: 0 });

/** A nominee's workplace photos: thumbnails in a row that wraps. */
export const photoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
});
export const photoImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

/** The blog carousel's slide: one article card, not wider than a readable column. */
export const blogSlide = style({ maxWidth: '40rem', marginInline: 'auto' });
