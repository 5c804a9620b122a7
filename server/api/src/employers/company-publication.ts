import { regions } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { ApiError, type FieldProblem } from '../http/api-error.ts';
import type { CompanyMembership } from './employer-membership.ts';

/**
 * Publishes the company page: from then on it is listed and shown, and every later save shows at
 * once. A page needs its about text in the site's default language (the language the page falls
 * back to) and an office; what is missing is answered field by field, so the editor can point at it.
 * Publishing a published page keeps its first publication date.
 */
export async function publishCompany(
  deps: Pick<AppDeps, 'db' | 'now'>,
  membership: CompanyMembership,
): Promise<void> {
  const language = regions[membership.country].defaultLang;
  await deps.db.transaction().execute(async (trx) => {
    // Locked, so a save that removes the last office cannot slip in between the check and the write.
    const company = await trx
      .selectFrom('companies')
      .select(['about', 'published_at'])
      .where('id', '=', membership.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const offices = await trx
      .selectFrom('offices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', membership.id)
      .executeTakeFirstOrThrow();
    const problems: Record<string, FieldProblem> = {};
    if (!company.about[language]?.trim()) {
      problems[`about.${language}`] = { key: 'employer.publish.aboutRequired' };
    }
    if (Number(offices.n) === 0) problems.offices = { key: 'employer.publish.officeRequired' };
    if (Object.keys(problems).length > 0) {
      throw new ApiError(422, 'validation_failed', 'error.validation', {}, problems);
    }
    if (company.published_at !== null) return;
    await trx
      .updateTable('companies')
      .set({ published_at: deps.now() })
      .where('id', '=', membership.id)
      .execute();
  });
}

/** Takes the page off line: unlisted and not shown until it is published again. */
export async function unpublishCompany(
  deps: Pick<AppDeps, 'db'>,
  membership: CompanyMembership,
): Promise<void> {
  await deps.db
    .updateTable('companies')
    .set({ published_at: null })
    .where('id', '=', membership.id)
    .execute();
}
