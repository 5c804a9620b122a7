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

export const box = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    background: bg,
    color: fg,
    '@media': {
      [mediaQueries.tablet]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
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
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 }),
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
