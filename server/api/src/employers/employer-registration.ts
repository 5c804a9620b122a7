import {
  type EmployerRegistrationBody,
  normalizeTaxNumber,
  type RegionCode,
  toRegionCode,
} from '@allas/core';
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { uniqueConstraintOf } from '../db/unique-violation.ts';
import { fieldError } from '../http/api-error.ts';
import { slugify } from '../seed/random.ts';
import { toE164 } from '../users/e164.ts';
import { currentLegalVersion } from '../users/legal-versions.ts';

/** How often a registration picks a new slug after another one took it first. */
const SLUG_ATTEMPTS = 6;

/**
 * A company slug not taken yet: the name's, else the name's with the lowest free number. The
 * last attempt adds a random tail, so a crowd registering one name still ends.
 */
async function freeCompanySlug(
  deps: Pick<AppDeps, 'db'>,
  name: string,
  attempt: number,
): Promise<string> {
  const named = slugify(name).slice(0, 80).replace(/-+$/, '') || 'ceg';
  const base =
    attempt < SLUG_ATTEMPTS ? named : `${named}-${Math.random().toString(36).slice(2, 8)}`;
  const taken = new Set(
    (
      await deps.db
        .selectFrom('companies')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Registers an employer (issue 12): the company (unlisted until its page is published), the
 * contact person as its owner, and their membership, in one transaction, so a failure leaves
 * nothing half made. A company registers once per country (its tax number), an address once:
 * the unique indexes decide between registrations sent at the same moment, and their refusal
 * becomes the same field message as the check before. Answers the new user's id.
 */
export async function registerEmployer(
  deps: Pick<AppDeps, 'db'>,
  body: EmployerRegistrationBody,
): Promise<number> {
  const country = toRegionCode(body.region);
  const taxNumber = normalizeTaxNumber(country, body.taxNumber);
  // The body schema checked it already; this only narrows the type.
  if (taxNumber === null) throw fieldError('taxNumber', 'validation.taxNumber.invalid');
  const [terms, privacy, passwordHash] = await Promise.all([
    currentLegalVersion(deps, 'user-agreement', body.region),
    currentLegalVersion(deps, 'privacy-policy', body.region),
    hashPassword(body.password),
  ]);
  for (let attempt = 1; ; attempt++) {
    const slug = await freeCompanySlug(deps, body.companyName, attempt);
    try {
      return await insertEmployer(deps, body, {
        country,
        taxNumber,
        slug,
        passwordHash,
        terms,
        privacy,
      });
    } catch (error) {
      const constraint = uniqueConstraintOf(error);
      if (constraint === 'users_email_key') throw fieldError('email', 'auth.emailTaken');
      if (constraint === 'companies_tax_number_idx') {
        throw fieldError('taxNumber', 'employer.companyTaken');
      }
      // Another registration took the slug between the look-up and the insert: pick again.
      if (constraint === 'companies_slug_key' && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Writes an employer user and makes them a member of the company: the owner a registration makes,
 * or a colleague an invitation makes (company-team.ts). The documents' versions are the region's
 * current ones. Answers the new user's id.
 */
export async function insertEmployerUser(
  trx: Transaction<Database>,
  person: EmployerPerson,
  companyId: number,
  role: 'owner' | 'member',
): Promise<number> {
  const user = await trx
    .insertInto('users')
    .values(employerUserRow(person))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('company_members')
    .values({ company_id: companyId, user_id: user.id, role })
    .execute();
  return Number(user.id);
}

interface EmployerPerson {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  locale: string;
  region: string;
  terms: string | null;
  privacy: string | null;
}

function employerUserRow(person: EmployerPerson) {
  return {
    email: person.email,
    password_hash: person.passwordHash,
    user_type: 'employer' as const,
    social_provider: null,
    first_name: person.firstName,
    last_name: person.lastName,
    phone: person.phone,
    residence: '',
    levels: [],
    category_ids: [],
    linkedin_url: null,
    locale: person.locale,
    region: person.region,
    accepted_terms_version: person.terms ?? 'accepted',
    accepted_privacy_version: person.privacy ?? 'accepted',
    szmd_prize_accepted: '{}',
    cv_file_id: null,
    photo_file_id: null,
  };
}

interface EmployerRows {
  country: RegionCode;
  taxNumber: string;
  slug: string;
  passwordHash: string;
  terms: string | null;
  privacy: string | null;
}

/** The company, its owner and the membership, in one transaction. */
function insertEmployer(
  deps: Pick<AppDeps, 'db'>,
  body: EmployerRegistrationBody,
  { country, taxNumber, slug, passwordHash, terms, privacy }: EmployerRows,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const emailTaken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', body.email)
      .executeTakeFirst();
    if (emailTaken) throw fieldError('email', 'auth.emailTaken');
    const companyTaken = await trx
      .selectFrom('companies')
      .select('id')
      .where('country', '=', country)
      .where('tax_number', '=', taxNumber)
      .executeTakeFirst();
    if (companyTaken) throw fieldError('taxNumber', 'employer.companyTaken');
    const company = await trx
      .insertInto('companies')
      .values({
        slug,
        name: body.companyName,
        country,
        industry: body.industry,
        size: body.size,
        home_office: false,
        remote: false,
        featured: false,
        website: null,
        logo_url: null,
        cover_url: null,
        // The editor fills these in; the page is not shown until it is published.
        about: '{}',
        life: '{}',
        mission: '{}',
        company_values: '[]',
        tax_number: taxNumber,
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return insertEmployerUser(
      trx,
      {
        ...body,
        phone: toE164(body.phone, body.region),
        passwordHash,
        terms,
        privacy,
      },
      company.id,
      'owner',
    );
  });
}
