import { useMemo } from 'react';
import type { ChromeStrings } from './chromeStrings';
import { useUi } from './hooks';
import type { StringArea } from './stringArea';

/** The app's replacements (UiProvider's `strings`) of the keys an area has. */
function withOverrides<T extends object>(base: T, overrides: Partial<ChromeStrings>): T {
  const result: Record<string, unknown> = Object.fromEntries(Object.entries(base));
  for (const [key, value] of Object.entries(overrides)) {
    if (key in base) result[key] = value;
  }
  return result as T;
}

/**
 * The strings of the given areas in the provider's locale, with the app's overrides applied.
 * Components pass the areas they show (`useStrings(paginationStrings)`), so only those travel
 * with them. The result keeps its identity while locale and overrides stay the same.
 */
export function useStrings<A extends object>(a: StringArea<A>): A;
export function useStrings<A extends object, B extends object>(
  a: StringArea<A>,
  b: StringArea<B>,
): A & B;
export function useStrings<A extends object, B extends object, C extends object>(
  a: StringArea<A>,
  b: StringArea<B>,
  c: StringArea<C>,
): A & B & C;
export function useStrings<A extends object, B extends object, C extends object, D extends object>(
  a: StringArea<A>,
  b: StringArea<B>,
  c: StringArea<C>,
  d: StringArea<D>,
): A & B & C & D;
export function useStrings(
  a: StringArea<object>,
  b?: StringArea<object>,
  c?: StringArea<object>,
  d?: StringArea<object>,
): object {
  const { locale, overrides } = useUi();
  return useMemo(() => {
    const base = b ? { ...a[locale], ...b[locale], ...c?.[locale], ...d?.[locale] } : a[locale];
    return overrides ? withOverrides(base, overrides) : base;
  }, [a, b, c, d, locale, overrides]);
}
