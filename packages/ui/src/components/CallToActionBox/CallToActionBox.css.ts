import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { type CallToActionTone, callToActionTones } from './callToActionOptions';

const bg = createVar();
const fg = createVar();

const toneColours: Record<CallToActionTone, { bg: string; fg: string }> = {
  brand: { bg: vars.color.surface.inverse, fg: vars.color.text.inverse },
  red: { bg: vars.color.badge.brand.bg, fg: vars.color.badge.brand.fg },
  neutral: { bg: vars.color.surface.sunken, fg: vars.color.text.default },
};

/**
 * The box lays out by its own width, not the viewport's: the text and the button sit side by side
 * only where the text keeps COPY_MIN_WIDTH beside the button, and the button wraps under it
 * otherwise. A viewport rule put boxes in a two-column grid side by side from 768 px on, where
 * each was too narrow and the heading broke letter by letter.
 */
const COPY_MIN_WIDTH = '20rem';

export const box = recipe({
  base: layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    // In a box taller than its content (a grid row), the lines keep to the top.
    alignContent: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    // Boxes side by side in a grid row are as tall as the tallest.
    boxSizing: 'border-box',
    height: '100%',
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: bg,
    color: fg,
    '@media': {
      [mediaQueries.tablet]: {
        padding: vars.space.xlarge,
      },
    },
  }),
  variants: {
    tone: byValue(callToActionTones, (tone) => ({
      vars: { [bg]: toneColours[tone].bg, [fg]: toneColours[tone].fg },
    })),
  },
  defaultVariants: { tone: 'brand' },
});

export const copy = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    flex: `1 1 ${COPY_MIN_WIDTH}`,
    minWidth: 0,
  }),
);

export const title = style(
  layered({
    margin: 0,
    color: 'inherit',
    fontSize: vars.font.size.heading3,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.heading,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
);

export const body = style(
  layered({
    margin: 0,
    color: 'inherit',
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    maxWidth: '60ch',
  }),
);

export const action = style(layered({ flexShrink: 0 }));
