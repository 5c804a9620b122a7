// Run before the page screenshots' api starts, on its fresh DATA_DIR (PGlite allows one process at a
// time): the demo seed, written here by the api's own seedIfEmpty with the fixed clock
// (ALLAS_FIXED_NOW), so the api finds it and does not seed again; then a job seeker with saved jobs,
// applications and a job alert, and an employer who owns the seeded company with the most ads, so
// the signed-in pages show believable content. Every row is picked by a stable order and stamped
// with the fixed clock, so two runs write the same database.
import { resolve } from 'node:path';
import { hashPassword } from '../../server/api/src/auth/passwords.ts';
import { buildDeps } from '../../server/api/src/build-deps.ts';
import { loadConfig } from '../../server/api/src/config.ts';
import { insertEmployerUser } from '../../server/api/src/employers/employer-registration.ts';
import { seedIfEmpty } from '../../server/api/src/seed/seed-database.ts';
import { pageCandidate, pageEmployer } from './pageProduct.ts';

const config = loadConfig();
if (!config.ALLAS_FIXED_NOW) throw new Error('prepare-data.ts needs ALLAS_FIXED_NOW');
const { deps, database } = await buildDeps({ ...config, DATA_DIR: resolve(config.DATA_DIR) });
const { db } = deps;
await seedIfEmpty(deps);

const HOUR = 60 * 60 * 1000;
const at = (hoursAgo: number) =>
  new Date(Date.parse(config.ALLAS_FIXED_NOW as string) - hoursAgo * HOUR);

async function insertCandidate(who: typeof pageCandidate) {
  const row = await db
    .insertInto('users')
    .values({
      email: who.email,
      password_hash: await hashPassword(who.password),
      user_type: 'candidate',
      social_provider: null,
      first_name: who.firstName,
      last_name: who.lastName,
      phone: '+36301234567',
      residence: 'Budapest',
      locale: 'hu',
      region: 'hu',
      linkedin_url: null,
      accepted_terms_version: 'accepted',
      accepted_privacy_version: 'accepted',
      szmd_prize_accepted: '{}',
      cv_file_id: null,
      photo_file_id: null,
      email_verified_at: at(24 * 40),
      created_at: at(24 * 40),
      updated_at: at(24 * 40),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// The employer: owner of the Hungarian company with the most published ads (ties by id), written
// as a registration writes an owner.
const company = await db
  .selectFrom('jobs')
  .where('status', '=', 'published')
  .where('country', '=', 'HU')
  .groupBy('company_id')
  .select(['company_id', db.fn.countAll().as('ads')])
  .orderBy('ads', 'desc')
  .orderBy('company_id')
  .executeTakeFirstOrThrow();
const employerPasswordHash = await hashPassword(pageEmployer.password);
await db.transaction().execute((trx) =>
  insertEmployerUser(
    trx,
    {
      email: pageEmployer.email,
      passwordHash: employerPasswordHash,
      firstName: pageEmployer.firstName,
      lastName: pageEmployer.lastName,
      phone: '+36301234567',
      locale: 'hu',
      region: 'hu',
      terms: 'accepted',
      privacy: 'accepted',
    },
    Number(company.company_id),
    'owner',
  ),
);
const companyJobs = await db
  .selectFrom('jobs')
  .where('company_id', '=', company.company_id)
  .where('status', '=', 'published')
  .select(['id', 'language'])
  .orderBy('id')
  .limit(2)
  .execute();

// The job seeker: applied to two of that company's ads, saved three other Hungarian ads, and has a
// confirmed weekly job alert.
const candidateId = await insertCandidate(pageCandidate);
for (const [index, job] of companyJobs.entries()) {
  await db
    .insertInto('applications')
    .values({
      job_id: job.id,
      user_id: candidateId,
      email: pageCandidate.email,
      first_name: pageCandidate.firstName,
      last_name: pageCandidate.lastName,
      phone: '+36301234567',
      method: 'profile',
      cv_file_id: null,
      cover_letter_file_id: null,
      linkedin_url: null,
      language: 'hu',
      consent: true,
      created_at: at(24 * (index * 3 + 2)),
    })
    .execute();
}
const saved = await db
  .selectFrom('jobs')
  .where('status', '=', 'published')
  .where('country', '=', 'HU')
  .where('company_id', '!=', company.company_id)
  .select('id')
  .orderBy('id')
  .limit(3)
  .execute();
for (const [index, job] of saved.entries()) {
  await db
    .insertInto('saved_jobs')
    .values({ user_id: candidateId, job_id: job.id, created_at: at(index * 5 + 1) })
    .execute();
}
const category = await db
  .selectFrom('categories')
  .select('id')
  .orderBy('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('job_alerts')
  .values({
    user_id: candidateId,
    email: pageCandidate.email,
    locale: 'hu',
    region: 'hu',
    frequency: 'weekly',
    category_ids: [Number(category.id)],
    location_ids: [],
    keywords: 'pénzügy',
    confirm_token_hash: null,
    manage_token_hash: 'page-screenshots-alert',
    confirmed_at: at(24 * 10),
    created_at: at(24 * 10),
    filters: '{}',
    paused_at: null,
    last_digest_at: null,
  })
  .execute();
await database.close();
