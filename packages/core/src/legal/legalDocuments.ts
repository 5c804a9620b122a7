import type { Locale } from '../locale/locales';
import type { RegionKey } from '../region/regionCodes';

export const legalDocumentTypes = [
  'cookie',
  'prize-game-rules',
  'user-agreement',
  'privacy-policy',
] as const;
export type LegalDocumentType = (typeof legalDocumentTypes)[number];

/** GET /dj-documents: document type → lower-case region → language → URL (legalDocumentsSchema). */
export type LegalDocuments = Partial<
  Record<LegalDocumentType, Partial<Record<RegionKey, Partial<Record<Locale, string>>>>>
>;

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
