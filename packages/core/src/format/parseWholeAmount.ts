import type { Locale } from '../locale/locales';

/**
 * The marks a language may group thousands with in a typed amount. A mark that is the language's
 * decimal mark is never a grouping mark: hu and ro write "5,5" for five and a half, en "5.5".
 * Spaces cover the no-break and narrow no-break spaces that Intl prints and people paste.
 */
const groupingMarks: Record<Locale, readonly string[]> = {
  hu: [' ', '.'],
  ro: ['.', ' '],
  en: [',', ' '],
};

const spaces = /[\s\u00a0\u202f]/g;

/**
 * A whole amount as people type it in the page's language: "5000", hu "5 000", ro "5.000", en
 * "5,000" are all 5000. Empty (or only spaces) is `undefined`. Anything else is NaN, so a schema
 * refuses it instead of reading something the writer did not mean: a group that is not three
 * digits ("50.0000", "5 00"), two grouping marks mixed ("5.000 000"), a decimal part, a sign, a
 * letter, or a mark the language does not group with (en "5.000" reads as five, so it is refused).
 */
export function parseWholeAmount(text: string, locale: Locale): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const normalized = trimmed.replace(spaces, ' ');
  for (const mark of groupingMarks[locale]) {
    const groups = normalized.split(mark);
    const [first, ...rest] = groups;
    if (
      rest.length > 0 &&
      first !== undefined &&
      /^\d{1,3}$/.test(first) &&
      rest.every((group) => /^\d{3}$/.test(group))
    ) {
      return Number(groups.join(''));
    }
  }
  return Number.NaN;
}
