import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const hero = style(
  layered({
    overflow: 'hidden',
    borderRadius: vars.radius.large,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.default}`,
  }),
);

export const banner = style(
  layered({
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 1',
    objectFit: 'cover',
    background: vars.color.surface.sunken,
    '@media': { [mediaQueries.tablet]: { aspectRatio: '4 / 1' } },
  }),
);

export const bannerPlaceholder = style(
  layered({
    width: '100%',
    height: vars.space.xxlarge,
    background: vars.color.surface.sunken,
  }),
);

export const content = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    paddingInline: vars.space.medium,
    paddingBottom: vars.space.large,
    '@media': {
      [mediaQueries.tablet]: {
        flexDirection: 'row',
        // The actions move below the name rather than squeeze it (at 768 px a long name broke
        // inside its words beside the two buttons).
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        paddingInline: vars.space.large,
      },
    },
  }),
);

/** The logo rises into the banner. */
export const logo = style(
  layered({ display: 'flex', marginTop: `calc(-1 * ${vars.space.xxlarge})` }),
);

export const identity = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    flexGrow: 1,
    minWidth: 0,
    // In the tablet row: the width the name keeps before the actions wrap below it.
    '@media': { [mediaQueries.tablet]: { flexBasis: '18rem' } },
  }),
);

export const name = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.heading2,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.heading,
    color: vars.color.text.default,
    overflowWrap: 'break-word',
    hyphens: 'auto',
    '@media': { [mediaQueries.tablet]: { fontSize: vars.font.size.heading1 } },
  }),
);

export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, flexShrink: 0 }),
);
