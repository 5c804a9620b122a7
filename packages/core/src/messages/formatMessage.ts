import type { Locale } from '../locale/locales';
import { isMessageKey, type MessageKey, messageCatalog } from './messageCatalog';

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills ICU-style `{name}` placeholders; a placeholder without a value stays visible, never "undefined". */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

export function formatMessage(key: MessageKey, locale: Locale, values?: MessageValues): string {
  return fillPlaceholders(messageCatalog[key][locale], values);
}

/** For keys that arrive from outside (an api error body): unknown keys fall back to the generic error. */
export function formatMessageOrGeneric(
  key: string,
  locale: Locale,
  values?: MessageValues,
): string {
  return formatMessage(isMessageKey(key) ? key : 'error.generic', locale, values);
}

/** The placeholder names a text uses, so tests can check every language asks for the same values. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}
