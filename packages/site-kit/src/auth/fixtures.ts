import type { AltchaChallenge } from '../api/altcha';
import { BrowserApiError } from '../api/browserApi';
import type { FormFailure } from './formFailure';
import type { RegistrationCategory } from './RegistrationForm';

/** Top-level categories as GET /categories names them (the HU demo data). */
export const categoryFixtures: RegistrationCategory[] = [
  { slug: 'it', name: 'IT, telekommunikáció' },
  { slug: 'ertekesites', name: 'Értékesítés, kereskedelem' },
  { slug: 'irodai', name: 'Adminisztráció, irodai munka' },
  { slug: 'marketing', name: 'Marketing, média, PR' },
  { slug: 'penzugy', name: 'Pénzügy, számvitel, könyvelés' },
];

export const legalLinkFixtures = {
  userAgreement: 'https://allas.example/hu/legal/user-agreement',
  privacyPolicy: 'https://allas.example/hu/legal/privacy-policy',
};

/** A solvable challenge: SHA-256 of the salt and 7 (the signature is only passed on). */
export const challengeFixture: AltchaChallenge = {
  algorithm: 'SHA-256',
  challenge: '7729d3c11593f6f12ba1d3f6d47c4a404c326d9e8ff27689f6d441af6c20b424',
  maxnumber: 10,
  salt: '5f2b0c1d9e8a7b6c&',
  signature: 'story-signature',
};

export const solvableChallenge = () => Promise.resolve(challengeFixture);
export const unavailableChallenge = () =>
  Promise.reject(new BrowserApiError(0, 'network', 'Failed to fetch'));

/** The api's answers to a wrong password and to a job seeker on the company login. */
export const badCredentials: FormFailure = {
  message: 'Sikertelen azonosítás! Hibás email-jelszó páros!',
  fields: {},
};
/** The api's answer to a job seeker on the employer login (403, spec §6). */
export const jobSeekerOnEmployerLogin: FormFailure = {
  message: 'Kérjük, az álláskeresői profilodba jelentkezz be!',
  fields: {},
};
/** The api's answer to an employer on the job seeker's login, in English. */
export const employerOnJobSeekerLogin: FormFailure = {
  message: 'Please log in to your company profile!',
  fields: {},
};
export const emailTaken: FormFailure = {
  message: 'Néhány mező hibás. Javítsd őket, és próbáld újra!',
  fields: { email: 'Ezzel az e-mail-címmel már regisztráltak.' },
};
/** The api's answer to a password on the common-password list (which only the api has). */
export const commonPasswordRefused: FormFailure = {
  message: 'Néhány mező hibás. Javítsd őket, és próbáld újra!',
  fields: { password: 'Ez a jelszó túl gyakori, könnyen kitalálható. Válassz egy másikat.' },
};
export const resetTokenInvalid: FormFailure = {
  message: 'A jelszó-visszaállító link érvénytelen vagy lejárt.',
  fields: {},
};
export const neutralResetAnswer =
  'Ha létezik fiók ezzel az e-mail-címmel, elküldtük rá a jelszó visszaállításához szükséges linket.';
