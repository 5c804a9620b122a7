import type { Locale } from './locales';

/**
 * One component's (or component family's) strings in every locale. Each area lives next to the
 * components that show it, so a page's bundle carries only the strings of what it renders.
 */
export type StringArea<T> = Readonly<Record<Locale, T>>;
