import { describe, expect, it } from 'vitest';
import { authPayload, xsrfField } from '../src/auth/authPayload';
import { upstreamPath } from '../src/proxy/upstreamPath';

describe('upstreamPath', () => {
  it.each([
    ['/api/jobs?q=java', '/jobs?q=java'],
    ['/api', '/'],
    ['/api?x=1', '/?x=1'],
    ['/api/jobs/../companies/5', '/companies/5'],
    ['/api//jobs///7', '/jobs/7'],
  ])('%s → %s', (path, expected) => {
    expect(upstreamPath(path)).toBe(expected);
  });

  it.each([
    '/api/auth/login',
    '/api/Auth/Register',
    '/api/auth',
    '/api/jobs/../auth/login',
    '/api/jobs/%2e%2e/auth/login',
    '/api/\\auth/login',
    '/api//auth/csrf-cookie',
  ])('keeps %s away from the api auth routes', (path) => {
    expect(upstreamPath(path)).toBeNull();
  });

  it('lets paths that only start with the same letters through', () => {
    expect(upstreamPath('/api/authors')).toBe('/authors');
  });
});

describe('authPayload', () => {
  it('takes the nested credentials or fields and drops the gateway-only fields', () => {
    const body = { api: 'http://evil', xsrf: 'x', credentials: { email: 'a@b.hu', password: 'p' } };
    expect(authPayload(body, 'credentials')).toEqual({ email: 'a@b.hu', password: 'p' });
    expect(authPayload({ fields: { email: 'a@b.hu', api: 'http://evil' } }, 'fields')).toEqual({
      email: 'a@b.hu',
    });
  });

  it('takes a flat body as it is, less api, xsrf and the dropped fields', () => {
    const body = { api: 'http://evil', xsrf: 'x', token: 't', locale: 'ro', region: 'ro' };
    expect(authPayload(body, undefined, ['token'])).toEqual({ locale: 'ro', region: 'ro' });
    expect(authPayload({ email: 'a@b.hu', credentials: 'not an object' }, 'credentials')).toEqual({
      email: 'a@b.hu',
      credentials: 'not an object',
    });
  });

  it('reads the xsrf field only when it is a non-empty string', () => {
    expect(xsrfField({ xsrf: 'abc' })).toBe('abc');
    expect(xsrfField({ xsrf: '' })).toBeUndefined();
    expect(xsrfField({ xsrf: 42 })).toBeUndefined();
  });
});
