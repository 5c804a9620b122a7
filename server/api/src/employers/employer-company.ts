import type { EmployerCompany } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { companyMembershipOf } from './employer-membership.ts';

/** The company the employer belongs to, as the dashboard shows it, with their role in it. */
export async function employerCompanyOf(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<EmployerCompany> {
  const { name, slug, published, role } = await companyMembershipOf(deps, userId);
  return { name, slug, published, role };
}
