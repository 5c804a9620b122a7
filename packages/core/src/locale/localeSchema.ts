import { z } from 'zod';
import { locales } from './locales';

// Apart from locales.ts, which the browser's app shell imports: a module the shell shares must not
// build a zod schema, or zod (25 KiB gzipped) is sent with every page (bench:web's JS column).
export const localeSchema = z.enum(locales);
