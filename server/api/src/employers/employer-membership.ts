import type { CompanyRole, RegionCode } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { ApiError, notFound } from '../http/api-error.ts';

/**
 * The company an employer acts for, and their role in it: every page edit, ad, order and credit
 * belongs to it. Paths carry no company id, so nothing in a request can point at another company.
 */
export interface CompanyMembership {
  id: number;
  name: string;
  slug: string;
  /** False until the company page is published: it is not listed or shown before. */
  published: boolean;
  country: RegionCode;
  role: CompanyRole;
}

/**
 * The signed-in employer's company and role. An employer belongs to one company
 * (company_members.user_id is unique); an account without a membership is broken (registration
 * makes both at once), so it answers 404, as `GET /employer/company` and another company's ad do.
 */
export async function companyMembershipOf(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<CompanyMembership> {
  const row = await deps.db
    .selectFrom('company_members')
    .innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.slug',
      'companies.published_at',
      'companies.country',
      'company_members.role',
    ])
    .where('company_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    published: row.published_at !== null,
    country: row.country,
    role: row.role,
  };
}

/** Taking the page off line is the owner's decision; members edit it. */
export function requireOwner(membership: CompanyMembership): void {
  if (membership.role !== 'owner') throw new ApiError(403, 'forbidden', 'employer.ownerOnly');
}
