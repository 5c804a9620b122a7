// Helpers the string areas share so that counts read right in every language.

import { numberFormat, pluralRules } from '../components/private/intlFormatters';

/** Romanian puts "de" between a number and its noun from 20 up (and after 0 … 19 hundreds: 120, 1 020). */
export function romanianCount(count: number, singular: string, plural: string): string {
  if (count === 1) return `1 ${singular}`;
  const lastTwo = Math.abs(count) % 100;
  const needsDe = count !== 0 && (lastTwo === 0 || lastTwo >= 20);
  return `${count} ${needsDe ? 'de ' : ''}${plural}`;
}

/**
 * A count in the locale's digits with the noun form Intl.PluralRules picks. Romanian's "other"
 * category is exactly the numbers that take "de" (20, 120, 1 000), so the forms carry it.
 */
export function countOf(
  tag: string,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[pluralRules(tag).select(count)] ?? forms.other;
  return `${numberFormat(tag).format(count)} ${form}`;
}

/** "50–249" or "1 000+" in the locale's digits. */
export function sizeRange(tag: string, min: number, max: number | null): string {
  const format = numberFormat(tag);
  return max === null ? `${format.format(min)}+` : format.formatRange(min, max);
}
