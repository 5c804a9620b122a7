import { keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../css/layered';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loadingIndicator = style(
  layered({
    display: 'block',
    flexShrink: 0,
    width: '1em',
    height: '1em',
    animation: `${spin} 0.8s linear infinite`,
  }),
);
