import { describe, expect, it } from 'vitest';
import { clusterTone } from './clusterTone';

describe('clusterTone', () => {
  it('is normal up to 10 offices when clusters are small on average', () => {
    expect(clusterTone(2, 3)).toBe('normal');
    expect(clusterTone(10, 3)).toBe('normal');
    expect(clusterTone(11, 3)).toBe('hot');
  });

  it('compares with the mean once the mean is above 10', () => {
    expect(clusterTone(25, 25)).toBe('normal');
    expect(clusterTone(26, 25)).toBe('hot');
    expect(clusterTone(30, 40.5)).toBe('normal');
    expect(clusterTone(41, 40.5)).toBe('hot');
  });

  it('uses "exceeds", never "equals"', () => {
    expect(clusterTone(10, 10)).toBe('normal');
    expect(clusterTone(12, 12)).toBe('normal');
  });
});
