import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { byValue } from '../../css/byValue';
import { focusRing } from '../../css/focusRing';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';
import { bannerPlacements, bannerSizes } from './bannerOptions';

export const banner = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    width: '100%',
    marginInline: 'auto',
  }),
  variants: {
    placement: byValue(bannerPlacements, (placement) => ({
      maxWidth: `${bannerSizes[placement].width}px`,
    })),
  },
  defaultVariants: { placement: 'inline' },
});

export const label = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.muted,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  }),
);

export const link = style(
  layered({
    ...focusRing,
    display: 'block',
    borderRadius: vars.radius.medium,
    overflow: 'hidden',
  }),
);

export const image = style(
  layered({
    display: 'block',
    width: '100%',
    height: 'auto',
    background: vars.color.surface.sunken,
  }),
);
