import { z } from 'zod';

/** Employment types, in the order the filters list them. */
export const jobTypes = ['fullTime', 'partTime', 'project', 'agencyContract'] as const;
export type JobType = (typeof jobTypes)[number];
export const jobTypeSchema = /* @__PURE__ */ z.enum(jobTypes);
