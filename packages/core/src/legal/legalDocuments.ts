import { z } from 'zod';
import { type Locale, localeSchema } from '../locale/locales';
import { type RegionKey, regionKeySchema } from '../region/regionCodes';

export const legalDocumentTypes = [
  'cookie',
  'prize-game-rules',
  'user-agreement',
  'privacy-policy',
] as const;
export type LegalDocumentType = (typeof legalDocumentTypes)[number];

/** GET /dj-documents: document type → lower-case region → language → URL. */
// Built in a pure function so that pages using only this module's types and helpers leave zod out
// of the browser bundle (a pure annotation on the outer call would still keep the inner ones).
export const legalDocumentsSchema = /* @__PURE__ */ (() =>
  z.partialRecord(
    z.enum(legalDocumentTypes),
    z.partialRecord(regionKeySchema, z.partialRecord(localeSchema, z.url())),
  ))();
export type LegalDocuments = z.infer<typeof legalDocumentsSchema>;

/** The document in the wanted language, else in the region's default language, else none. */
export function legalDocumentUrl(
  documents: LegalDocuments,
  type: LegalDocumentType,
  region: RegionKey,
  locale: Locale,
  regionDefaultLocale: Locale,
): string | undefined {
  const byLanguage = documents[type]?.[region];
  return byLanguage?.[locale] ?? byLanguage?.[regionDefaultLocale];
}

/** A path segment naming one of the document types (`/legal/cookie`). */
export function isLegalDocumentType(value: string | undefined): value is LegalDocumentType {
  return (legalDocumentTypes as readonly (string | undefined)[]).includes(value);
}
