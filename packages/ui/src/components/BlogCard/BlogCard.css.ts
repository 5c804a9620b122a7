import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../css/cardSurface';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const card = style(layered(cardSurface));

export const image = style(
  layered({
    display: 'block',
    width: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    background: vars.color.surface.sunken,
  }),
);

export const body = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    flexGrow: 1,
    padding: vars.space.medium,
  }),
);

export const category = style(
  layered({
    alignSelf: 'flex-start',
    paddingInline: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    background: vars.color.badge.brand.bg,
    color: vars.color.badge.brand.fg,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const title = style(
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

/** The title link covers the whole card (its ::after), so the card is one click target. */
export const titleLink = style(
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

export const excerpt = style(
  layered({
    margin: 0,
    color: vars.color.text.muted,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 3,
    overflow: 'hidden',
  }),
);

export const meta = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xsmall,
    marginTop: 'auto',
    paddingTop: vars.space.xsmall,
    fontSize: vars.font.size.small,
    color: vars.color.text.muted,
  }),
);
