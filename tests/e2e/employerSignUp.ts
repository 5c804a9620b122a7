// Employers made through the gateway as the registration form makes them (POST /api/employer/register
// with the proof-of-work captcha), for the journeys that need a signed-in company without the form.
import { expect, type Page } from '@playwright/test';
import { pageApi } from './accounts';
import { type Challenge, solve } from './captcha';
import { gotoHydrated } from './hydration';
import { hungarianTaxNumber, romanianTaxNumber } from './taxNumbers';

/** The password of every employer made here. */
export const employerPassword = 'Munkaado-2025!';

/**
 * Registers a new company of the region's country from inside the page (the only way to reach
 * ro.localhost): the page's browser context is signed in as its owner.
 */
export async function signUpEmployer(
  page: Page,
  origin: string,
  region: 'hu' | 'ro',
  options: { companyName?: string; locale?: 'hu' | 'ro' | 'en' } = {},
) {
  await gotoHydrated(page, `${origin}/`);
  expect((await pageApi(page, 'POST', '/csrf')).status).toBe(204);
  const challenge = (await pageApi(page, 'GET', '/captcha/challenge')).body as Challenge;
  const email = `employer.api.${region}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const company = options.companyName ?? `Tisza Adatközpont Zrt. ${Date.now()}`;
  const registered = await pageApi(page, 'POST', '/employer/register', {
    companyName: company,
    taxNumber: region === 'hu' ? hungarianTaxNumber() : romanianTaxNumber(),
    industry: 'software',
    size: '50-249',
    lastName: 'Fekete',
    firstName: 'Árpád',
    email,
    phone: region === 'hu' ? '06 30 765 4321' : '0721 765 432',
    password: employerPassword,
    passwordConfirmation: employerPassword,
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
    locale: options.locale ?? 'en',
    region,
    captcha: solve(challenge),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { email, company };
}
