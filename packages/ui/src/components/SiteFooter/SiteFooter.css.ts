import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const footer = style(
  layered({
    background: vars.color.surface.sunken,
    color: vars.color.text.default,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
  }),
);

/** Width and gutters come from the standard Container, so the footer lines up with the page. */
export const inner = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xlarge,
    paddingBlock: vars.space.xlarge,
    '@media': { [mediaQueries.desktop]: { paddingBlock: vars.space.xxlarge } },
  }),
);

/** The brand above the columns on phones and tablets, in a column of its own beside them on desktop. */
export const top = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xlarge,
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)' },
    },
  }),
);

export const brand = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.small,
    color: vars.color.text.muted,
    fontSize: vars.font.size.small,
  }),
);

/** Link columns and the newsletter: one under the other on phones, side by side from tablets. */
export const columns = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: {
        gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxlarge} * 3.5), 1fr))`,
      },
    },
  }),
);

export const column = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.small }),
);

export const linkList = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const socialList = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.medium,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const bottom = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.color.border.default}`,
    color: vars.color.text.muted,
    fontSize: vars.font.size.small,
    '@media': {
      [mediaQueries.tablet]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
    },
  }),
);

/** Inline-block, so the link's underline does not run under the icon and the gap. */
export const socialIcon = style(
  layered({ display: 'inline-block', marginInlineEnd: vars.space.xxsmall }),
);
