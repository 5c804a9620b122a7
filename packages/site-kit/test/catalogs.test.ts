import { locales, messageCatalog } from '@allas/core';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/i18n/catalogs';

type Element = ReturnType<typeof parse>[number];

/** The argument names of an ICU message, also inside plural and select branches. */
function argumentNames(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => argumentNames(option.value))
        : [];
    const own = 'value' in element && element.type !== TYPE.literal;
    return [...(own ? [String(element.value)] : []), ...nested];
  });
}

/** The arguments formatted as numbers (plural, number), which need a number to format. */
function numericArguments(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    const nested =
      'options' in element
        ? Object.values(element.options).flatMap((option) => numericArguments(option.value))
        : [];
    const numeric = element.type === TYPE.plural || element.type === TYPE.number;
    return [...(numeric ? [String(element.value)] : []), ...nested];
  });
}

const placeholders = (text: string) => [...new Set(argumentNames(parse(text)))].sort();

describe('message catalogs', () => {
  const ids = Object.keys(catalogs.en).sort();

  it.each(locales)('%s has exactly the ids of the English catalog', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(ids);
  });

  it.each(locales)('%s uses the same placeholders and every message formats', (locale) => {
    const intl = createIntl({
      locale,
      messages: catalogs[locale],
      onError: (error) => {
        throw error;
      },
    });
    for (const id of ids) {
      const text = catalogs[locale][id as keyof typeof catalogs.en];
      expect(text.trim(), id).not.toBe('');
      expect(new Set(placeholders(text)), id).toEqual(
        new Set(placeholders(catalogs.en[id as keyof typeof catalogs.en])),
      );
      // Every argument gets a value of its kind: a number where it is counted, text elsewhere.
      const values: Record<string, string | number> = Object.fromEntries(
        numericArguments(parse(text)).map((name) => [name, 2] as const),
      );
      for (const name of placeholders(text)) values[name] ??= 'x';
      expect(() => intl.formatMessage({ id }, values), id).not.toThrow();
    }
  });

  it('writes Romanian with comma-below ș ț, never the cedilla forms', () => {
    const text = Object.values(catalogs.ro).join(' ');
    expect(text).not.toMatch(/[şţŞŢ]/);
    expect(text).toMatch(/ș/);
    expect(text).toMatch(/ț/);
  });

  it('writes Hungarian with ő ű, never the look-alike õ û ô', () => {
    const text = Object.values(catalogs.hu).join(' ');
    expect(text).not.toMatch(/[õûôÕÛÔ]/);
    expect(text).toMatch(/ő/);
    expect(text).toMatch(/ű/);
  });

  // allas addresses its users informally in Hungarian (tegezés: "Jelentkezz", "Húzd ide"); a
  // formal (magázó) verb form or pronoun beside them reads as two voices (issue 18).
  it('addresses the reader informally in Hungarian, core messages included', () => {
    const formal =
      /(?<!\p{L})(Ön|Önt|Önnek|Önök|Önre|Önhöz|Önnél|töltse|válassza|ellenőrizze|jelentkezzen|próbálja|küldje|kérje|lépjen|kattintson|regisztráljon|erősítse|módosítsa|mentse|húzza|engedje|válasszon|adjon|írjon|várjon|forduljon|adja meg|írja be)(?!\p{L})/iu;
    const texts = [
      ...Object.entries(catalogs.hu),
      ...Object.entries(messageCatalog).map(([key, text]) => [key, text.hu] as const),
    ];
    expect(texts.filter(([, text]) => formal.test(text))).toEqual([]);
  });

  it('has the texts the spec fixes', () => {
    expect(catalogs.en['error.generic']).toBe('Something went wrong. Try again a little later.');
    expect(catalogs.en['notFound.message']).toBe('Page not found: {path}');
  });
});
