/** The spec's touch defaults, in px and ms. */
export const tapTolerance = 10;
export const swipeTolerance = 30;
export const holdDuration = 400;
export const longTapDuration = 400;

export const gestures = ['tap', 'swipeLeft', 'swipeRight', 'hold', 'none'] as const;
export type Gesture = (typeof gestures)[number];

export interface PointerTravel {
  /** Horizontal travel from press to release, px; negative is leftwards. */
  dx: number;
  dy: number;
  durationMs: number;
}

/**
 * What a press-and-release was. Within 10 px it is a tap, or a hold from 400 ms on (a long tap is
 * the same gesture, so it shares the threshold). A mostly horizontal travel of 30 px or more is a
 * swipe; anything else (a vertical scroll, a short drag) is none.
 */
export function classifyGesture({ dx, dy, durationMs }: PointerTravel): Gesture {
  if (Math.hypot(dx, dy) <= tapTolerance) return durationMs >= holdDuration ? 'hold' : 'tap';
  if (Math.abs(dx) >= swipeTolerance && Math.abs(dx) > Math.abs(dy)) {
    return dx < 0 ? 'swipeLeft' : 'swipeRight';
  }
  return 'none';
}
