import { describe, expect, it } from 'vitest';
import {
  classifyGesture,
  holdDuration,
  longTapDuration,
  swipeTolerance,
  tapTolerance,
} from './gesture';

describe('classifyGesture', () => {
  it('uses the spec defaults', () => {
    expect([tapTolerance, swipeTolerance, holdDuration, longTapDuration]).toEqual([
      10, 30, 400, 400,
    ]);
  });

  it('is a tap within 10 px and under 400 ms', () => {
    expect(classifyGesture({ dx: 0, dy: 0, durationMs: 80 })).toBe('tap');
    expect(classifyGesture({ dx: 6, dy: -8, durationMs: 399 })).toBe('tap');
    expect(classifyGesture({ dx: 10, dy: 0, durationMs: 120 })).toBe('tap');
  });

  it('is a hold within 10 px from 400 ms on', () => {
    expect(classifyGesture({ dx: 2, dy: 3, durationMs: 400 })).toBe('hold');
    expect(classifyGesture({ dx: 0, dy: 0, durationMs: 2000 })).toBe('hold');
  });

  it('swipes from 30 px of mostly horizontal travel, whatever the duration', () => {
    expect(classifyGesture({ dx: -30, dy: 4, durationMs: 150 })).toBe('swipeLeft');
    expect(classifyGesture({ dx: 120, dy: -40, durationMs: 900 })).toBe('swipeRight');
  });

  it('is none between the tolerances or when the travel is mostly vertical', () => {
    expect(classifyGesture({ dx: 29, dy: 0, durationMs: 100 })).toBe('none');
    expect(classifyGesture({ dx: 11, dy: 0, durationMs: 500 })).toBe('none');
    expect(classifyGesture({ dx: 40, dy: 80, durationMs: 200 })).toBe('none');
    expect(classifyGesture({ dx: -35, dy: 35, durationMs: 200 })).toBe('none');
  });
});
