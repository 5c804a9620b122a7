import { z } from 'zod';
import { companySizeBands } from './companySizeBands';

// Apart from companySizeBands.ts, which the public pages import in the browser (see
// locale/localeSchema.ts).
export const companySizeBandSchema = z.enum(companySizeBands);
