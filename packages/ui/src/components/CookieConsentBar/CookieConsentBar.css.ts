import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

/** Pinned to the bottom of the screen over the page, without blocking it (not a modal). */
export const bar = style(
  layered({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.zIndex.sticky,
    background: vars.color.surface.raised,
    borderTop: `1px solid ${vars.color.border.strong}`,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family,
    color: vars.color.text.default,
  }),
);

export const inner = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    maxWidth: vars.size.container.wide,
    marginInline: 'auto',
    padding: vars.space.medium,
    '@media': {
      [mediaQueries.desktop]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        paddingInline: vars.space.large,
      },
    },
  }),
);

export const text = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    maxWidth: vars.size.container.narrow,
  }),
);

export const title = style(
  layered({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.semibold }),
);

export const controls = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
    flexShrink: 0,
  }),
);

/** Both choices share one width, so neither looks like the default. */
export const choices = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.small,
    flexGrow: 1,
  }),
);
