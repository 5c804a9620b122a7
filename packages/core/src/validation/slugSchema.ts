import { z } from 'zod';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './slug';

// Apart from slug.ts, which the public pages import in the browser (see locale/localeSchema.ts).
export const slugSchema = z.string().max(MAX_SLUG_LENGTH).regex(SLUG_PATTERN);
