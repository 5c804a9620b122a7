import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    background: vars.color.surface.overlay,
  }),
);

const gutter = vars.space.medium;

const widths = {
  small: `calc(${vars.space.xxlarge} * 9)`,
  medium: vars.size.container.narrow,
  large: vars.size.container.standard,
} as const;

/**
 * Header and footer stay put while the body scrolls: the dialog is a column no taller than the
 * screen, and only the body overflows.
 */
export const content = recipe({
  base: layered({
    ...focusRing,
    position: 'fixed',
    zIndex: vars.zIndex.overlay,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    maxWidth: `calc(100vw - 2 * ${gutter})`,
    maxHeight: `calc(100dvh - 2 * ${gutter})`,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family,
    overflow: 'hidden',
  }),
  variants: {
    size: {
      small: layered({ width: widths.small }),
      medium: layered({ width: widths.medium }),
      large: layered({ width: widths.large }),
      'fullscreen-on-mobile': layered({
        inset: 0,
        transform: 'none',
        width: '100%',
        height: '100%',
        maxWidth: 'none',
        maxHeight: 'none',
        borderRadius: 0,
        '@media': {
          [mediaQueries.tablet]: {
            inset: 'auto',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: widths.medium,
            height: 'auto',
            maxWidth: `calc(100vw - 2 * ${gutter})`,
            maxHeight: `calc(100dvh - 2 * ${gutter})`,
            borderRadius: vars.radius.large,
          },
        },
      }),
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.large,
    paddingBottom: vars.space.medium,
    borderBottom: `1px solid ${vars.color.border.default}`,
    flexShrink: 0,
  }),
);

export const headings = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    flex: 1,
    minWidth: 0,
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.heading3,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.heading,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
  }),
);

export const description = style(
  layered({
    margin: 0,
    color: vars.color.text.muted,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
  }),
);

/** The only part that scrolls; focusable so keyboard users can scroll it too. */
export const body = style(
  layered({
    ...focusRing,
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    padding: vars.space.large,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    overflowWrap: 'anywhere',
  }),
);

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.small,
    padding: vars.space.large,
    paddingTop: vars.space.medium,
    borderTop: `1px solid ${vars.color.border.default}`,
    flexShrink: 0,
  }),
);
