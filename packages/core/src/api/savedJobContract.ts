import { z } from 'zod';
import { idParamSchema } from './contractFields';
import { jobCardSchema } from './jobContract';

/** `GET /saved-jobs`: newest save first; expired ads stay, marked expired. */
export const savedJobListSchema = z.array(jobCardSchema.extend({ savedAt: z.string() }));
export type SavedJob = z.infer<typeof savedJobListSchema>[number];

export const savedJobParamsSchema = z.strictObject({ jobId: idParamSchema });

/** Saving and unsaving are idempotent; the answer says the new state. */
export const savedJobStateSchema = z.object({ jobId: z.string(), saved: z.boolean() });
