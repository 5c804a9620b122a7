import { describe, expect, it } from 'vitest';
import { languageCookieToWrite } from '../src/shell/languageCookie';

// What the browser writes after hydration (the site middleware used to send it as Set-Cookie).
describe('the language cookie the browser writes', () => {
  it('stores the page language in i18n_redirected for a year', () => {
    expect(languageCookieToWrite('', 'en', false)).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(
      languageCookieToWrite('cookieConsentAccepted=true; i18n_redirected=hu', 'ro', false),
    ).toBe('i18n_redirected=ro; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('marks it Secure when the site is served over https', () => {
    expect(languageCookieToWrite('', 'en', true)).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('does not rewrite it when it already holds the language', () => {
    expect(languageCookieToWrite('i18n_redirected=en', 'en', false)).toBeUndefined();
  });
});
