import type { CompanyRole } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { ApiError, notFound } from '../http/api-error.ts';

/** The company an employer edits: theirs, found by their membership (paths carry no company id). */
export interface CompanyMembership {
  companyId: number;
  role: CompanyRole;
  slug: string;
  country: 'HU' | 'RO';
}

/**
 * The signed-in employer's company and role. An employer belongs to one company
 * (company_members.user_id is unique), so nothing in a request can point them at another one; an
 * account without a membership is broken: 404, as `GET /employer/company` answers it.
 */
export async function companyMembershipOf(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<CompanyMembership> {
  const row = await deps.db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['companies.id', 'companies.slug', 'companies.country', 'company_members.role'])
    .where('company_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { companyId: Number(row.id), role: row.role, slug: row.slug, country: row.country };
}

/** Taking the page off line is the owner's decision; members edit it. */
export function requireOwner(membership: CompanyMembership): void {
  if (membership.role !== 'owner') throw new ApiError(403, 'forbidden', 'employer.ownerOnly');
}
