import { style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

export const root = style(layered({ display: 'grid', gap: vars.space.small, minWidth: 0 }));

export const controls = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.xsmall,
  }),
);

export const status = style(
  layered({
    margin: 0,
    minWidth: '4ch',
    textAlign: 'center',
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const viewport = style(
  layered({
    overflow: 'hidden',
    // Vertical scrolling stays with the browser; horizontal travel is ours to classify.
    touchAction: 'pan-y',
    borderRadius: vars.radius.large,
  }),
);

export const track = style(
  layered({
    display: 'flex',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const slide = style(layered({ flex: '0 0 100%', minWidth: 0 }));
