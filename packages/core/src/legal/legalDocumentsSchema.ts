import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { type LegalDocuments, legalDocumentTypes } from './legalDocuments';

// Apart from legalDocuments.ts, which the browser's app shell imports (see locale/localeSchema.ts).
/** GET /dj-documents: document type → lower-case region → language → URL. */
export const legalDocumentsSchema: z.ZodType<LegalDocuments> = z.partialRecord(
  z.enum(legalDocumentTypes),
  z.partialRecord(regionKeySchema, z.partialRecord(localeSchema, z.url())),
);
