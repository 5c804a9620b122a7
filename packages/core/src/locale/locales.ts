/** The product's languages; Hungarian is the product-wide default (spec §9). */
export const locales = ['hu', 'ro', 'en'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
