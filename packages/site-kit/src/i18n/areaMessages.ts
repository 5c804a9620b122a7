/**
 * One screen area's messages in the three languages, declared together so a key missing in one
 * language is a type error; the catalog test checks the rest (placeholders, diacritics).
 */
export function areaMessages<const T extends Record<string, string>>(messages: {
  en: T;
  hu: Record<keyof T, string>;
  ro: Record<keyof T, string>;
}) {
  return messages;
}
