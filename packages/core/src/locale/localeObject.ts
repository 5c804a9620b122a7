import { z } from 'zod';
import { localeSchema } from './localeSchema';
import type { Locale } from './locales';

export const textDirections = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof textDirections)[number];

/** The locale object the sites hand to routing and formatting (spec §3: code, iso, dir). */
// Built in a pure function so that pages using only the locale objects leave zod out of the
// browser bundle (a pure annotation on z.object alone would still keep its arguments' calls).
export const localeObjectSchema = /* @__PURE__ */ (() =>
  z.object({
    code: localeSchema,
    iso: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    dir: z.enum(textDirections),
  }))();
export type LocaleObject = z.infer<typeof localeObjectSchema>;

/** en uses British conventions (day-month order, 24 h clock) because the audience is European. */
export const localeObjects: Readonly<Record<Locale, LocaleObject>> = {
  hu: { code: 'hu', iso: 'hu-HU', dir: 'ltr' },
  ro: { code: 'ro', iso: 'ro-RO', dir: 'ltr' },
  en: { code: 'en', iso: 'en-GB', dir: 'ltr' },
};
