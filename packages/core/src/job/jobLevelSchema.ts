import { z } from 'zod';
import { jobLevels } from './jobLevels';

// Apart from jobLevels.ts, which the public pages import in the browser (see locale/localeSchema.ts).
export const jobLevelSchema = z.enum(jobLevels);
