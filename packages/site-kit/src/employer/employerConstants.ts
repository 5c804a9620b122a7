/** Spec §9: the first employer ad is free and can be used for 30 days. */
export const FIRST_AD_FREE_DAYS = 30;

export { SHORTLIST_CANDIDATE_COUNT } from '@allas/core';

/**
 * The workshop text's four claims (spec §1), as ratios: turnover 28% lower, payroll cost 10% lower,
 * cost per hire 46% lower, and 84% would switch for a better-known brand.
 */
export const workshopClaims = [
  { id: 'employer.claimTurnover', ratio: 0.28 },
  { id: 'employer.claimPayroll', ratio: 0.1 },
  { id: 'employer.claimCostPerHire', ratio: 0.46 },
  { id: 'employer.claimSwitch', ratio: 0.84 },
] as const;
