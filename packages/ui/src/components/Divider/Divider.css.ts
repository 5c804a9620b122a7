import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { dividerTones } from './dividerOptions';

const lineColour = {
  default: vars.color.border.default,
  strong: vars.color.border.strong,
} as const;

export const divider = recipe({
  base: layered({ margin: 0, border: 0, flexShrink: 0, alignSelf: 'stretch' }),
  variants: {
    orientation: {
      horizontal: layered({
        width: '100%',
        height: 0,
        borderTopWidth: '1px',
        borderTopStyle: 'solid',
      }),
      vertical: layered({
        width: 0,
        minHeight: '1em',
        borderLeftWidth: '1px',
        borderLeftStyle: 'solid',
      }),
    },
    tone: byValue(dividerTones, (tone) => ({ borderColor: lineColour[tone] })),
  },
  defaultVariants: { orientation: 'horizontal', tone: 'default' },
});
