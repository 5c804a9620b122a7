/** Head-count bands (EU SME bands, the largest split at 1000): the values appear in URLs. */
export const companySizeBands = ['1-9', '10-49', '50-249', '250-999', '1000-plus'] as const;
export type CompanySizeBand = (typeof companySizeBands)[number];
