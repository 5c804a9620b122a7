import { z } from 'zod';
import { regionCodes, regionKeys } from './regionCodes';

// Apart from regionCodes.ts, which the browser's app shell imports (see locale/localeSchema.ts).
export const regionCodeSchema = z.enum(regionCodes);
export const regionKeySchema = z.enum(regionKeys);
