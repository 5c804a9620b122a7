import type { Locale } from '@allas/core';
import type { MessageFormatElement } from 'react-intl';
import type { MessageId } from './catalogs';
import en from './compiled/en.json';
import hu from './compiled/hu.json';
import ro from './compiled/ro.json';

/** A catalog precompiled to ICU ASTs, which react-intl formats without its message parser. */
export type CompiledCatalog = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * The catalogs as `formatjs compile --ast` wrote them (scripts/compile-messages.mjs). Server-side
 * only: the root loader sends the page's language to the browser, which has no ICU parser (the
 * sites' Vite config swaps in its no-parser build). test/compiledCatalogs.test.ts fails when these
 * files are stale against catalogs.ts.
 */
export const compiledCatalogs = { hu, ro, en } as unknown as Readonly<
  Record<Locale, Readonly<Record<MessageId, MessageFormatElement[]>>>
>;
