import type { Locale } from '../locale/locales';

/** One user-facing text in every product language. */
export type LocalizedText = Readonly<Record<Locale, string>>;
