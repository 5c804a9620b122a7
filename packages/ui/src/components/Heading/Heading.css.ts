import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { headingAligns, headingLevels, headingTones } from './headingOptions';

const sizeToken = {
  1: vars.font.size.heading1,
  2: vars.font.size.heading2,
  3: vars.font.size.heading3,
  4: vars.font.size.heading4,
} as const;

/** Phones get the two largest sizes scaled down so long Hungarian words still fit the line. */
const mobileScale = { 1: 0.75, 2: 0.8, 3: 0.9, 4: 1 } as const;

export const heading = recipe({
  base: layered({
    margin: 0,
    fontFamily: vars.font.family,
    lineHeight: vars.font.lineHeight.heading,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
  variants: {
    size: byValue(headingLevels, (level) => ({
      fontSize: `calc(${sizeToken[level]} * ${mobileScale[level]})`,
      fontWeight: level <= 2 ? vars.font.weight.bold : vars.font.weight.semibold,
      letterSpacing: level <= 2 ? '-0.01em' : 'normal',
      '@media': { [mediaQueries.tablet]: { fontSize: sizeToken[level] } },
    })),
    tone: byValue(headingTones, (tone) => ({ color: vars.color.text[tone] })),
    align: byValue(headingAligns, (align) => ({ textAlign: align })),
  },
  defaultVariants: { tone: 'default' },
});
