// Run once before the e2e api starts, on the same fresh DATA_DIR (see playwright.config.ts): the
// api registers job seekers only, so the employer the candidate-guard journey logs in as is written
// here, with the api's own migrations and password hashing. PGlite allows one process at a time,
// hence before the api rather than beside it.
import { resolve } from 'node:path';
import { hashPassword } from '../../server/api/src/auth/passwords.ts';
import { buildDeps } from '../../server/api/src/build-deps.ts';
import { loadConfig } from '../../server/api/src/config.ts';
import { employerAccount } from './servers.ts';

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
await database.close();
