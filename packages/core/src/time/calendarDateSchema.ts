import { z } from 'zod';

// Apart from calendarDate.ts, which the browser's app shell imports (see locale/localeSchema.ts).
/** A calendar date without a time zone, `YYYY-MM-DD` (deadlines, start dates, voting days). */
export const calendarDateSchema = z.iso.date();
