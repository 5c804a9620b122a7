import { z } from 'zod';

/** Work-place extras a job or a company offers. */
export const jobExtras = ['homeOffice', 'remote'] as const;
export type JobExtra = (typeof jobExtras)[number];
export const jobExtraSchema = /* @__PURE__ */ z.enum(jobExtras);
