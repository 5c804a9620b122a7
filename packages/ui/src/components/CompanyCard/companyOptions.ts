/** Company size bands as the company filters offer them, by number of employees. */
export const companySizeBands = ['1-9', '10-49', '50-249', '250-999', '1000+'] as const;
export type CompanySizeBand = (typeof companySizeBands)[number];

/** Lowest and highest headcount of a band; null: no upper bound. */
export const companySizeRanges: Record<CompanySizeBand, readonly [number, number | null]> = {
  '1-9': [1, 9],
  '10-49': [10, 49],
  '50-249': [50, 249],
  '250-999': [250, 999],
  '1000+': [1000, null],
};

/** Whether the signed-in user follows the company; pending while the request is on its way. */
export const followStates = ['notFollowed', 'followed', 'pending'] as const;
export type FollowState = (typeof followStates)[number];
