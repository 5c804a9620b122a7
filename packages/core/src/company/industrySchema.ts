import { z } from 'zod';
import { errorKey } from '../validation/errorKey';
import { industryKeys } from './industries';

// Apart from industries.ts, which the public pages import in the browser (see locale/localeSchema.ts).
/** An industry chosen from the list; anything else (or nothing) reads "choose one of the options". */
export const industrySchema = z.enum(industryKeys, errorKey('validation.option.invalid'));
