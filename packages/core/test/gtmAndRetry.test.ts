import { describe, expect, it } from 'vitest';
import {
  API_CALL_TIMEOUT_MS,
  API_PASS_THROUGH_IDLE_MS,
  checkGtmId,
  IDEMPOTENT_METHODS,
  RETRYABLE_STATUS_CODES,
  shouldRetryRequest,
} from '../src/index';

describe('tag-manager id', () => {
  it('accepts GTM- followed by upper-case letters or digits', () => {
    expect(checkGtmId('GTM-AB12CD3')).toEqual({ ok: true, id: 'GTM-AB12CD3' });
  });

  it('says an id is not valid and suggests the likely one', () => {
    expect(checkGtmId('gtm-ab12cd3')).toEqual({
      ok: false,
      code: 'invalid_gtm_id',
      message: '"gtm-ab12cd3" is not a valid id. Did you mean "GTM-AB12CD3"?',
      suggestion: 'GTM-AB12CD3',
    });
    expect(checkGtmId(' GTM-K7X9P2 ')).toMatchObject({ ok: false, suggestion: 'GTM-K7X9P2' });
    expect(checkGtmId('AB12CD3')).toMatchObject({ ok: false, suggestion: 'GTM-AB12CD3' });
    expect(checkGtmId('GTM_ab-12')).toMatchObject({ ok: false, suggestion: 'GTM-AB12' });
  });

  it('offers no suggestion when nothing usable is left', () => {
    expect(checkGtmId('GTM-')).toEqual({
      ok: false,
      code: 'invalid_gtm_id',
      message: '"GTM-" is not a valid id.',
      suggestion: undefined,
    });
    expect(checkGtmId('')).toMatchObject({ ok: false, suggestion: undefined });
  });
});

describe('HTTP retry policy', () => {
  it('retries once on the listed statuses for idempotent methods', () => {
    expect([...RETRYABLE_STATUS_CODES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of RETRYABLE_STATUS_CODES) {
      expect(shouldRetryRequest({ method: 'get', status, retriesSoFar: 0 })).toBe(true);
      expect(shouldRetryRequest({ method: 'GET', status, retriesSoFar: 1 })).toBe(false);
    }
    expect(IDEMPOTENT_METHODS.has('PUT')).toBe(true);
  });

  it('never retries POST or PATCH, nor other statuses', () => {
    expect(shouldRetryRequest({ method: 'POST', status: 503, retriesSoFar: 0 })).toBe(false);
    expect(shouldRetryRequest({ method: 'PATCH', status: 503, retriesSoFar: 0 })).toBe(false);
    expect(shouldRetryRequest({ method: 'GET', status: 501, retriesSoFar: 0 })).toBe(false);
    expect(shouldRetryRequest({ method: 'GET', status: 404, retriesSoFar: 0 })).toBe(false);
  });

  it('gives a pass-through (which carries uploads) longer than a call', () => {
    expect(API_CALL_TIMEOUT_MS).toBe(5000);
    expect(API_PASS_THROUGH_IDLE_MS).toBeGreaterThan(API_CALL_TIMEOUT_MS);
  });
});
