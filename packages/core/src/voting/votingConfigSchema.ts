import { z } from 'zod';
import { calendarDateSchema } from '../time/calendarDateSchema';
import type { VotingConfig } from './votingConfig';

// Apart from votingConfig.ts, which the shell's award modals import in the browser: building an
// object schema at load would also probe eval (zod's JIT check) against the pages' CSP.
export const votingConfigSchema: z.ZodType<VotingConfig> = z
  .object({ votingStartAt: calendarDateSchema, votingFinishAt: calendarDateSchema })
  .refine((config) => config.votingStartAt <= config.votingFinishAt, {
    path: ['votingFinishAt'],
    error: 'The voting cannot finish before it starts',
  });
