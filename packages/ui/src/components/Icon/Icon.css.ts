import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const icon = recipe({
  base: layered({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }),
  variants: {
    size: {
      small: layered({ width: vars.size.icon.small, height: vars.size.icon.small }),
      medium: layered({ width: vars.size.icon.medium, height: vars.size.icon.medium }),
      large: layered({ width: vars.size.icon.large, height: vars.size.icon.large }),
      // Follows the surrounding text, nudged to sit on the text's centre line.
      inline: layered({ width: '1.15em', height: '1.15em', verticalAlign: '-0.2em' }),
    },
    tone: {
      inherit: layered({ color: 'inherit' }),
      muted: layered({ color: vars.color.text.muted }),
      link: layered({ color: vars.color.text.link }),
      danger: layered({ color: vars.color.text.danger }),
      success: layered({ color: vars.color.text.success }),
      info: layered({ color: vars.color.feedback.info.fg }),
      warning: layered({ color: vars.color.feedback.warning.fg }),
    },
  },
  defaultVariants: { size: 'medium', tone: 'inherit' },
});
