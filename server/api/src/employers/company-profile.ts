import {
  companySizeBandSchema,
  type EmployerCompanyProfile,
  type EmployerCompanyProfileBody,
} from '@allas/core';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { socialLinksOf } from '../companies/company-dto.ts';
import type { OfficesTable } from '../db/schema.ts';
import { ApiError, type FieldProblem, notFound } from '../http/api-error.ts';
import { absoluteUrl } from '../jobs/job-card.ts';
import type { CompanyMembership } from './employer-membership.ts';

/** Everything the editor edits, as it is stored now, with the page's address and state. */
export async function loadCompanyProfile(
  deps: Pick<AppDeps, 'db' | 'config'>,
  membership: CompanyMembership,
): Promise<EmployerCompanyProfile> {
  const apiUrl = deps.config.PUBLIC_API_URL;
  const [company, offices] = await Promise.all([
    deps.db
      .selectFrom('companies')
      .select([
        'slug',
        'name',
        'industry',
        'size',
        'website',
        'social_links',
        'home_office',
        'remote',
        'logo_url',
        'cover_url',
        'about',
        'life',
        'mission',
        'company_values',
        'published_at',
      ])
      .where('id', '=', membership.id)
      .executeTakeFirst(),
    deps.db
      .selectFrom('offices')
      .innerJoin('locations', 'locations.id', 'offices.location_id')
      .select([
        'locations.slug',
        'locations.name',
        'offices.address',
        'offices.is_headquarters',
        'offices.lat',
        'offices.lng',
      ])
      .where('offices.company_id', '=', membership.id)
      .orderBy('offices.id')
      .execute(),
  ]);
  if (!company) throw notFound();
  return {
    slug: company.slug,
    published: company.published_at !== null,
    publishedAt: company.published_at === null ? null : company.published_at.toISOString(),
    role: membership.role,
    name: company.name,
    industry: company.industry,
    size: companySizeBandSchema.parse(company.size),
    website: company.website,
    socialLinks: socialLinksOf(company.social_links),
    homeOffice: company.home_office,
    remote: company.remote,
    logo: absoluteUrl(apiUrl, company.logo_url),
    banner: absoluteUrl(apiUrl, company.cover_url),
    about: company.about,
    life: company.life,
    mission: company.mission,
    values: company.company_values,
    offices: offices.map((office) => ({
      location: office.slug,
      city: office.name,
      address: office.address,
      headquarters: office.is_headquarters,
      coordinates:
        office.lat === null || office.lng === null ? null : { lat: office.lat, lng: office.lng },
    })),
  };
}

/** Only what was filled in, so a stored link is an address and never an empty placeholder. */
function filledLinks(links: EmployerCompanyProfileBody['socialLinks']) {
  return Object.fromEntries(Object.entries(links).filter(([, url]) => url !== null));
}

/**
 * Saves the editor's form in one transaction: the company's own fields, then its offices replaced
 * as a set. The company row is locked first, so two colleagues saving at once do not interleave
 * their offices. Each office's city must be a location of the company's country.
 */
export async function saveCompanyProfile(
  deps: Pick<AppDeps, 'db'>,
  membership: CompanyMembership,
  body: EmployerCompanyProfileBody,
): Promise<void> {
  const slugs = [...new Set(body.offices.map((office) => office.location))];
  const locations =
    slugs.length === 0
      ? []
      : await deps.db
          .selectFrom('locations')
          .select(['id', 'slug'])
          .where('country', '=', membership.country)
          .where('slug', 'in', slugs)
          .execute();
  const locationId = new Map(locations.map((location) => [location.slug, location.id]));
  const problems: Record<string, FieldProblem> = {};
  const officeRows: Insertable<OfficesTable>[] = [];
  body.offices.forEach((office, index) => {
    const id = locationId.get(office.location);
    if (id === undefined) {
      problems[`offices.${index}.location`] = { key: 'validation.office.location' };
      return;
    }
    officeRows.push({
      company_id: membership.id,
      location_id: id,
      address: office.address,
      is_headquarters: office.headquarters,
      lat: office.coordinates?.lat ?? null,
      lng: office.coordinates?.lng ?? null,
    });
  });
  if (Object.keys(problems).length > 0) {
    throw new ApiError(422, 'validation_failed', 'error.validation', {}, problems);
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', membership.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('companies')
      .set({
        name: body.name,
        industry: body.industry,
        size: body.size,
        website: body.website,
        social_links: JSON.stringify(filledLinks(body.socialLinks)),
        home_office: body.homeOffice,
        remote: body.remote,
        about: JSON.stringify(body.about),
        life: JSON.stringify(body.life),
        mission: JSON.stringify(body.mission),
        company_values: JSON.stringify(body.values),
      })
      .where('id', '=', membership.id)
      .execute();
    await trx.deleteFrom('offices').where('company_id', '=', membership.id).execute();
    if (officeRows.length > 0) await trx.insertInto('offices').values(officeRows).execute();
  });
}
