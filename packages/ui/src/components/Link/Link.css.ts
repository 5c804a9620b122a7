import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const link = recipe({
  base: layered({
    ...focusRing,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      ...focusRing.selectors,
      '&:hover': { textDecorationThickness: '2px' },
    },
  }),
  variants: {
    tone: {
      link: layered({ color: vars.color.text.link }),
      neutral: layered({ color: 'inherit' }),
      inverse: layered({ color: vars.color.text.inverse }),
    },
    weight: {
      regular: layered({ fontWeight: 'inherit' }),
      semibold: layered({ fontWeight: vars.font.weight.semibold }),
    },
  },
  defaultVariants: { tone: 'link', weight: 'regular' },
});

/** Inline-block so the link's underline does not run under the new-tab icon. */
export const externalMark = style(
  layered({ display: 'inline-block', marginInlineStart: '0.25em' }),
);
