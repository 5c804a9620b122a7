import { type Locale, type MessageKey, messageCatalog } from '@allas/core';

/**
 * Core's texts for the given keys in one language, under the same ids, for an area's catalog:
 * a screen that shows one of the spec's texts formats it from the page's catalog (sent by the root
 * loader, one language) instead of bundling core's whole catalog in three languages. Core stays the
 * texts' only source; the compiled catalogs pick them up with `messages:compile`.
 */
export function coreTexts<const Key extends MessageKey>(
  keys: readonly Key[],
  locale: Locale,
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, messageCatalog[key][locale]])) as Record<
    Key,
    string
  >;
}
