import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';

/** The company an employer acts for: every ad, order and credit belongs to one. */
export interface EmployerCompanyRef {
  id: number;
  slug: string;
  country: 'HU' | 'RO';
}

/**
 * The employer's company. An employer account without a membership is broken (registration makes
 * both at once), so it answers 404 like an ad of another company would, never an empty list.
 */
export async function companyOfEmployer(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<EmployerCompanyRef> {
  const row = await deps.db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['companies.id', 'companies.slug', 'companies.country'])
    .where('company_members.user_id', '=', userId)
    .orderBy('company_members.created_at')
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
