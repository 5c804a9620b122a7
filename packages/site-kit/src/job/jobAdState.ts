import type { JobDetail } from '@allas/core';

/** The page's one state, in the order the ad shows them: expired wins over applied. */
export type JobAdState = 'open' | 'expiring' | 'expired' | 'applied';

export function jobAdState(job: Pick<JobDetail, 'status' | 'applied'>): JobAdState {
  if (job.status.expired) return 'expired';
  if (job.applied) return 'applied';
  if (job.status.expiring) return 'expiring';
  return 'open';
}
