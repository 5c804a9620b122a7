import { isValidTaxNumber } from '@allas/core';
import { ApiClient, type TestApp } from './test-app.ts';

type LoginAnswer = [{ token: string; user: { id: string; email: string } }];

let registered = 0;

/** A valid Hungarian tax number (adószám) of its own for each company a test registers. */
export function freshHungarianTaxNumber(): string {
  registered += 1;
  for (let base = 2_000_000 + registered * 7_919; ; base++) {
    for (let digit = 0; digit <= 9; digit++) {
      const candidate = `${base}${digit}-2-41`;
      if (isValidTaxNumber('HU', candidate)) return candidate;
    }
  }
}

/**
 * Registers an employer with a company of its own through the api (`POST /employer/register`,
 * captcha solved) and answers its signed-in client, its e-mail and its user id.
 */
export async function registeredEmployer(
  app: TestApp,
  options: { region?: 'hu' | 'ro'; companyName?: string; taxNumber?: string } = {},
) {
  const region = options.region ?? 'hu';
  const taxNumber =
    options.taxNumber ?? (region === 'hu' ? freshHungarianTaxNumber() : 'RO14399840');
  registered += 1;
  const email = `employer.${registered}.${region}@hirdeto.example`;
  const client = await new ApiClient(app.url).startSession();
  const res = await client.post<LoginAnswer>('/employer/register', {
    companyName:
      options.companyName ??
      (region === 'hu' ? `Hirdető Kft. ${registered}` : `Anunțuri SRL ${registered}`),
    taxNumber,
    industry: 'software',
    size: '10-49',
    lastName: 'Kovács',
    firstName: 'Írisz',
    email,
    phone: region === 'hu' ? '06 30 123 4567' : '0721 234 567',
    password: 'Titkos-jelszó-2025',
    passwordConfirmation: 'Titkos-jelszó-2025',
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
    region,
    locale: region,
    captcha: await client.captcha(),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  client.token = res.body[0].token;
  return { client, email, userId: Number(res.body[0].user.id) };
}
