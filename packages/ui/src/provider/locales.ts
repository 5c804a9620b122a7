/** Languages of the library chrome. Product copy comes in through props in whatever language the app uses. */
export const locales = ['hu', 'ro', 'en'] as const;

export type Locale = (typeof locales)[number];

/** Language names as their speakers write them, for language switches in every locale. */
export const localeNames: Record<Locale, string> = {
  hu: 'Magyar',
  ro: 'Română',
  en: 'English',
};
