import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { spinnerSizes } from './spinnerOptions';

/** The ring is 1em wide, so the size is the font size of its box. */
export const spinner = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    lineHeight: 1,
    color: vars.color.text.link,
  }),
  variants: {
    size: byValue(spinnerSizes, (size) => ({ fontSize: vars.size.icon[size] })),
  },
});
