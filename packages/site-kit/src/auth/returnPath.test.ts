import { describe, expect, it } from 'vitest';
import { loginLocation } from '../guards/runGuards';
import { linkTokenCookie, linkTokenFrom } from './linkToken';
import { returnPath, withRedirect } from './returnPath';

describe('returnPath', () => {
  it('follows the redirect the auth guard puts on the login link', () => {
    const login = new URL(loginLocation('en', '/en/saved-jobs?page=2'), 'http://localhost');
    expect(returnPath(login.searchParams.get('redirect'), '/en')).toBe('/en/saved-jobs?page=2');
  });

  it('never leaves the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(returnPath(target, '/hu')).toBe('/hu');
    }
    expect(returnPath(null, '/ro')).toBe('/ro');
  });

  it('carries the redirect from login to registration', () => {
    expect(withRedirect('/en/registration', '/en/saved-jobs')).toBe(
      '/en/registration?redirect=%2Fen%2Fsaved-jobs',
    );
    expect(withRedirect('/registration', null)).toBe('/registration');
  });
});

describe('mailed link token cookies', () => {
  it('round-trip the token and are Secure only over https', () => {
    const line = linkTokenCookie('reset', 'abc-DEF_123', false);
    expect(line).toBe('allas_reset=abc-DEF_123; Max-Age=3600; Path=/; SameSite=Lax');
    expect(linkTokenCookie('reset', 't', true)).toMatch(/; Secure$/);
    expect(linkTokenFrom('reset', 'a=1; allas_reset=abc-DEF_123')).toBe('abc-DEF_123');
    expect(linkTokenFrom('reset', 'a=1')).toBeNull();
  });

  it('keep an invitation token apart from a reset token', () => {
    expect(linkTokenCookie('invitation', 'inv-1', false)).toBe(
      'allas_invitation=inv-1; Max-Age=3600; Path=/; SameSite=Lax',
    );
    const both = 'allas_reset=r-1; allas_invitation=inv-1';
    expect(linkTokenFrom('invitation', both)).toBe('inv-1');
    expect(linkTokenFrom('reset', both)).toBe('r-1');
  });
});
