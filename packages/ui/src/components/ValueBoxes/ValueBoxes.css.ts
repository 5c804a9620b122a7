import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const grid = style(
  layered({
    display: 'grid',
    gap: vars.space.medium,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  }),
);

export const box = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    height: '100%',
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: vars.color.surface.sunken,
  }),
);

export const icon = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    width: vars.size.control.normal,
    height: vars.size.control.normal,
    marginBottom: vars.space.xsmall,
    borderRadius: vars.radius.full,
    background: vars.color.badge.brand.bg,
    color: vars.color.badge.brand.fg,
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

export const text = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.muted,
  }),
);
