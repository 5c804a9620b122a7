import { type EmployerRegistrationBody, normalizeTaxNumber, toRegionCode } from '@allas/core';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { fieldError } from '../http/api-error.ts';
import { slugify } from '../seed/random.ts';
import { toE164 } from '../users/e164.ts';
import { currentLegalVersion } from '../users/legal-versions.ts';

/** A company slug not taken yet: the name's, else the name's with the lowest free number. */
async function freeCompanySlug(deps: Pick<AppDeps, 'db'>, name: string): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'ceg';
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
 * nothing half made. A company registers once per country (its tax number), an address once.
 * Answers the new user's id.
 */
export async function registerEmployer(
  deps: Pick<AppDeps, 'db'>,
  body: EmployerRegistrationBody,
): Promise<number> {
  const country = toRegionCode(body.region);
  const taxNumber = normalizeTaxNumber(country, body.taxNumber);
  // The body schema checked it already; this only narrows the type.
  if (taxNumber === null) throw fieldError('taxNumber', 'validation.taxNumber.invalid');
  const [terms, privacy, slug, passwordHash] = await Promise.all([
    currentLegalVersion(deps, 'user-agreement', body.region),
    currentLegalVersion(deps, 'privacy-policy', body.region),
    freeCompanySlug(deps, body.companyName),
    hashPassword(body.password),
  ]);
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
    const user = await trx
      .insertInto('users')
      .values({
        email: body.email,
        password_hash: passwordHash,
        user_type: 'employer',
        social_provider: null,
        first_name: body.firstName,
        last_name: body.lastName,
        phone: toE164(body.phone, body.region),
        residence: '',
        levels: [],
        category_ids: [],
        linkedin_url: null,
        locale: body.locale,
        region: body.region,
        accepted_terms_version: terms ?? 'accepted',
        accepted_privacy_version: privacy ?? 'accepted',
        szmd_prize_accepted: '{}',
        cv_file_id: null,
        photo_file_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('company_members')
      .values({ company_id: company.id, user_id: user.id, role: 'owner' })
      .execute();
    return Number(user.id);
  });
}
