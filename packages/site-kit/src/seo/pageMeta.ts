import { type Locale, localizedPath } from '@allas/core';
import type { MetaDescriptor } from 'react-router';
import { catalogAt } from '../i18n/catalogStore';
import type { MessageId } from '../i18n/catalogs';
import { translate } from '../i18n/translate';
import { type RootData, type RootLoaderData, unprefixedPath } from '../shell/rootLoader';

/**
 * The root loader's data among a meta function's matches, with the path of the page matched (the
 * root's data is kept across navigations in one language, its path would be the first page's).
 */
export function rootDataOf(
  matches: readonly ({ id: string; pathname?: string; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as
    | RootLoaderData
    | undefined;
  if (data === undefined) return undefined;
  return { ...data, path: unprefixedPath(matches.at(-1)?.pathname ?? '/') };
}

/**
 * Per-page title and description in the page's language, the canonical URL (the region's own
 * spelling of this page: unprefixed in the default language) and hreflang alternates for every
 * language the region offers plus x-default (the default-language page).
 */
export function pageMeta(
  root: RootData | undefined,
  ids: { title: MessageId; description: MessageId },
  values: Record<string, string | number> = {},
): MetaDescriptor[] {
  const messages = root === undefined ? undefined : catalogAt(root.messagesUrl);
  if (root === undefined || messages === undefined) return [];
  const { locale, path, publicBaseUrl, availableLangs, defaultLang } = root;
  const region = { defaultLang };
  const absolute = (lang: Locale) => `${publicBaseUrl}${localizedPath(path, lang, region)}`;
  return [
    { title: translate(locale, messages, ids.title, values) },
    { name: 'description', content: translate(locale, messages, ids.description, values) },
    { tagName: 'link', rel: 'canonical', href: absolute(locale) },
    ...availableLangs.map((lang) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: lang,
      href: absolute(lang),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(defaultLang) },
  ];
}
