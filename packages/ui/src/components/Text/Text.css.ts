import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { textAligns, textMaxLines, textSizes, textTones, textWeights } from './textOptions';

export const text = recipe({
  base: layered({
    margin: 0,
    fontFamily: vars.font.family,
    lineHeight: vars.font.lineHeight.standard,
    overflowWrap: 'break-word',
  }),
  variants: {
    size: byValue(textSizes, (size) => ({ fontSize: vars.font.size[size] })),
    tone: byValue(textTones, (tone) => ({ color: vars.color.text[tone] })),
    weight: byValue(textWeights, (weight) => ({ fontWeight: vars.font.weight[weight] })),
    align: byValue(textAligns, (align) => ({ textAlign: align })),
    maxLines: byValue(textMaxLines, (lines) => ({
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: lines,
      overflow: 'hidden',
    })),
  },
  defaultVariants: { size: 'standard', tone: 'default', weight: 'regular' },
});
