// Run once before the e2e api starts, on the same fresh DATA_DIR (see playwright.config.ts): the
// api registers job seekers only, so the employer the candidate-guard journey logs in as is written
// here, with the api's own migrations and password hashing. PGlite allows one process at a time,
// hence before the api rather than beside it.
import { resolve } from 'node:path';
import { hashPassword } from '../../server/api/src/auth/passwords.ts';
import { buildDeps } from '../../server/api/src/build-deps.ts';
import { loadConfig } from '../../server/api/src/config.ts';
import { markOrderPaid, orderAdPackage } from '../../server/api/src/employers/ad-orders.ts';
import { companyMembershipOf } from '../../server/api/src/employers/employer-membership.ts';
import { registerEmployer } from '../../server/api/src/employers/employer-registration.ts';
import { employerAccount, poolEmployerAccount } from './servers.ts';

const config = loadConfig();
const { deps, database } = await buildDeps({ ...config, DATA_DIR: resolve(config.DATA_DIR) });
await deps.db
  .insertInto('users')
  .values({
    email: employerAccount.email,
    password_hash: await hashPassword(employerAccount.password),
    user_type: 'employer',
    social_provider: null,
    first_name: 'Márta',
    last_name: 'Munkaadó',
    linkedin_url: null,
    accepted_terms_version: 'accepted',
    accepted_privacy_version: 'accepted',
    szmd_prize_accepted: '{}',
    cv_file_id: null,
    photo_file_id: null,
  })
  .execute();

// A company with an ad package paid (as `pnpm employer:credit` marks it), for the talent pool.
const poolEmployerId = await registerEmployer(deps, {
  companyName: 'Tehetségkereső E2E Kft.',
  taxNumber: poolEmployerAccount.taxNumber,
  industry: 'software',
  size: '10-49',
  lastName: 'Kereső',
  firstName: 'Tamás',
  email: poolEmployerAccount.email,
  phone: '+36301234567',
  password: poolEmployerAccount.password,
  passwordConfirmation: poolEmployerAccount.password,
  acceptUserAgreement: true,
  acceptPrivacyPolicy: true,
  locale: 'hu',
  region: 'hu',
  captcha: '',
});
const company = await companyMembershipOf(deps, poolEmployerId);
const orderId = await orderAdPackage(deps, company, poolEmployerId, 'start', 'hu');
await markOrderPaid(deps.db, orderId, deps.now());
await database.close();
