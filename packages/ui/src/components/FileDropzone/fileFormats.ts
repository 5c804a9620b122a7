import type { Locale } from '../../provider/locales';
import { listFormat, numberFormat } from '../private/intlFormatters';
import { intlLocales } from '../private/intlLocale';
import { bytesPerMegabyte } from './fileDropzoneOptions';

/** MIME type → file extensions, as react-dropzone and the native `accept` attribute take it. */
export type AcceptMap = Record<string, readonly string[]>;

/** The formats a user recognises: ".pdf" → "PDF"; a MIME type without extensions stays as it is. */
export function formatNames(accept: AcceptMap): string[] {
  const names = Object.entries(accept).flatMap(([mime, extensions]) =>
    extensions.length > 0
      ? extensions.map((extension) => extension.replace(/^\./, '').toUpperCase())
      : [mime],
  );
  return [...new Set(names)];
}

/** "PDF", "PDF or DOCX", "PDF, DOC or DOCX" in the chrome language. */
export function listAlternatives(names: string[], locale: Locale): string {
  return listFormat(intlLocales[locale], { type: 'disjunction' }).format(names);
}

/** A list for "Accepted formats: PDF, DOCX". */
export function listAll(names: string[], locale: Locale): string {
  return listFormat(intlLocales[locale], { type: 'unit', style: 'narrow' }).format(names);
}

/** Megabytes as a number in the locale ("3", "2,5"), without the unit. */
export function megabytes(bytes: number, locale: Locale): string {
  return numberFormat(intlLocales[locale], { maximumFractionDigits: 1 }).format(
    bytes / bytesPerMegabyte,
  );
}

/** A file size for people: "850 kB", "1,2 MB". */
export function fileSize(bytes: number, locale: Locale): string {
  const format = (value: number, unit: string) =>
    `${numberFormat(intlLocales[locale], { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < bytesPerMegabyte) return format(bytes / 1024, 'kB');
  return format(bytes / bytesPerMegabyte, 'MB');
}
