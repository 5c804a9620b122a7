import type { Locale, RegionKey } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { fieldError } from '../http/api-error.ts';
import { currentLegalVersion } from './legal-versions.ts';

/** The ids of the chosen category slugs; a slug the region does not have is the field's error. */
export async function categoryIdsOf(db: AppDeps['db'], slugs: readonly string[]) {
  const known = await db.selectFrom('categories').select('id').where('slug', 'in', slugs).execute();
  if (known.length !== new Set(slugs).size) {
    throw fieldError('categories', 'validation.categories.min');
  }
  return known.map((c) => c.id);
}

/** What a job seeker's registration form says, by email or through a provider. */
export interface CandidateChoices {
  firstName: string;
  lastName: string;
  levels: string[];
  locale: Locale;
  region: RegionKey;
  newsletters: { itJobs: boolean; officeJobs: boolean; lovableWorkplaces: boolean };
}

/**
 * The users row's columns both registrations fill the same way, with the versions of the user
 * agreement and privacy policy accepted now.
 */
export async function candidateColumns(deps: AppDeps, body: CandidateChoices) {
  const [terms, privacy] = await Promise.all([
    currentLegalVersion(deps, 'user-agreement', body.region),
    currentLegalVersion(deps, 'privacy-policy', body.region),
  ]);
  return {
    first_name: body.firstName,
    last_name: body.lastName,
    levels: body.levels,
    linkedin_url: null,
    locale: body.locale,
    region: body.region,
    newsletter_it: body.newsletters.itJobs,
    newsletter_office: body.newsletters.officeJobs,
    newsletter_lovable: body.newsletters.lovableWorkplaces,
    accepted_terms_version: terms ?? 'accepted',
    accepted_privacy_version: privacy ?? 'accepted',
    szmd_prize_accepted: '{}',
    cv_file_id: null,
    photo_file_id: null,
  };
}
