import { keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';
import { vars } from '../../tokens/contract.css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const root = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, width: '100%' }),
);

export const header = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.small,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.standard,
    color: vars.color.text.default,
  }),
);

export const value = style(
  layered({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' }),
);

export const track = style(
  layered({
    position: 'relative',
    overflow: 'hidden',
    height: vars.space.xsmall,
    borderRadius: vars.radius.full,
    background: vars.color.surface.sunken,
    // The track's edge must be visible against the page (non-text contrast).
    boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
  }),
);

export const bar = style(
  layered({
    display: 'block',
    // The width is the value, set inline.
    height: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.action.primary.bg,
    transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  }),
);

export const indeterminateBar = style(
  layered({
    display: 'block',
    height: '100%',
    width: '40%',
    borderRadius: vars.radius.full,
    background: vars.color.action.primary.bg,
    animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
    '@media': {
      // Without motion a still, partly filled bar stands for "in progress".
      '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'translateX(75%)' },
    },
  }),
);
