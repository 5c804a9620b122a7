import { z } from 'zod';

/** Orders of the job list; relevance is the default and never appears in a URL. */
export const jobSortOrders = ['relevance', 'newest', 'deadline', 'salary'] as const;
export type JobSortOrder = (typeof jobSortOrders)[number];
export const jobSortOrderSchema = /* @__PURE__ */ z.enum(jobSortOrders);
