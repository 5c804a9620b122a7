import type { Profile } from '@allas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';

export async function loadProfile(db: Kysely<Database>, userId: number): Promise<Profile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  const [follows, files, categories] = await Promise.all([
    db
      .selectFrom('company_follows')
      .select('company_id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('files')
      .select(['id', 'original_name', 'content_type', 'size_bytes', 'created_at'])
      .where('id', 'in', [Number(user.cv_file_id ?? 0), Number(user.photo_file_id ?? 0)])
      .execute(),
    user.category_ids.length > 0
      ? db
          .selectFrom('categories')
          .select(['id', 'slug'])
          .where('id', 'in', user.category_ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const info = (id: string | number | null) => {
    const file = id === null ? undefined : files.find((f) => Number(f.id) === Number(id));
    return file
      ? {
          name: file.original_name,
          contentType: file.content_type,
          sizeBytes: file.size_bytes,
          uploadedAt: new Date(file.created_at).toISOString(),
        }
      : null;
  };
  return {
    id: String(user.id),
    email: user.email,
    userType: user.user_type,
    socialProvider: user.social_provider,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone || null,
    residence: user.residence,
    levels: user.levels,
    categories: user.category_ids.flatMap((id) => categories.find((c) => c.id === id)?.slug ?? []),
    linkedInUrl: user.linkedin_url,
    locale: user.locale as Profile['locale'],
    region: user.region as Profile['region'],
    newsletters: {
      itJobs: user.newsletter_it,
      officeJobs: user.newsletter_office,
      lovableWorkplaces: user.newsletter_lovable,
    },
    notifications: {
      jobAlerts: user.notify_job_alerts,
      applicationNews: user.notify_application_news,
      followedCompanies: user.notify_followed_companies,
    },
    acceptedTermsVersion: user.accepted_terms_version,
    acceptedPrivacyPolicyVersion: user.accepted_privacy_version,
    lovedCompanies: follows.map((f) => ({ id: String(f.company_id) })),
    is_accepted_szmd_prize: user.szmd_prize_accepted,
    has_szmd_votes: user.has_szmd_votes,
    cv: info(user.cv_file_id),
    photo: info(user.photo_file_id),
  };
}
