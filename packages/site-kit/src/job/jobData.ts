import type { JobListItem } from '../jobs/jobData';

/** GET /jobs/:companySlug/:slug: the job, the visitor's flags and the company box's figures. */
export interface JobDetail extends JobListItem {
  saved: boolean;
  applied: boolean;
  company: { id: string; slug: string; name: string; openJobCount: number };
}

/** The page's one state, in the order the ad shows them: expired wins over applied. */
export type JobAdState = 'open' | 'expiring' | 'expired' | 'applied';

export function jobAdState(job: Pick<JobDetail, 'status' | 'applied'>): JobAdState {
  if (job.status.expired) return 'expired';
  if (job.applied) return 'applied';
  if (job.status.expiring) return 'expiring';
  return 'open';
}
