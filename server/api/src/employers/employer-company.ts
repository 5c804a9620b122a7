import type { EmployerCompany } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/api-error.ts';

/**
 * The company the employer belongs to, with their role in it. Every employer account is made
 * together with its company's membership (registration, later invitations), so a missing one is
 * a broken account: 404 rather than an empty dashboard.
 */
export async function employerCompanyOf(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<EmployerCompany> {
  const row = await deps.db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['companies.name', 'companies.slug', 'companies.published_at', 'company_members.role'])
    .where('company_members.user_id', '=', userId)
    .orderBy('company_members.created_at')
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    name: row.name,
    slug: row.slug,
    published: row.published_at !== null,
    role: row.role,
  };
}
