import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../css/cardSurface';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const card = style(layered(cardSurface));

export const banner = style(
  layered({
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    background: vars.color.surface.sunken,
  }),
);

/** Without a banner picture, a plain band keeps every card in a grid the same shape. */
export const bannerPlaceholder = style(
  layered({ width: '100%', aspectRatio: '3 / 1', background: vars.color.surface.sunken }),
);

export const body = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    flexGrow: 1,
    paddingInline: vars.space.medium,
    paddingBottom: vars.space.medium,
  }),
);

/** The logo overlaps the banner's lower edge. */
export const logoRow = style(
  layered({ display: 'flex', marginTop: `calc(-1 * ${vars.space.xlarge})` }),
);

export const name = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.heading,
    color: vars.color.text.default,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
);

/** The name link covers the whole card; the follow button sits above it (see `actions`). */
export const nameLink = style(
  layered({
    ...focusRing,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: {
      ...focusRing.selectors,
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:hover': { textDecoration: 'underline' },
    },
  }),
);

export const facts = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xxsmall} ${vars.space.small}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.font.size.small,
    color: vars.color.text.muted,
  }),
);

export const fact = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall }),
);

export const strongFact = style(
  layered({ color: vars.color.text.default, fontWeight: vars.font.weight.semibold }),
);

export const actions = style(
  layered({ position: 'relative', zIndex: 1, marginTop: 'auto', paddingTop: vars.space.xsmall }),
);
