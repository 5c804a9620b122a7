/**
 * The part of URLSearchParams core needs. Core is compiled without DOM or Node types, yet the
 * browser's and Node's URLSearchParams both fit this shape.
 */
export interface QueryParamsLike {
  getAll(name: string): string[];
}

export type QueryInput = string | QueryParamsLike;
export type QueryEntries = Array<[string, string]>;

function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape (a truncated paste, "%E0%A4") drops that one pair, not the whole URL.
    return undefined;
  }
}

/** Reads `?a=1&b=2` (leading `?` optional) like URLSearchParams does, skipping malformed pairs. */
export function parseQueryString(query: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeComponent(pair.slice(separator + 1));
    if (name === undefined || value === undefined) continue;
    const values = result.get(name);
    if (values) values.push(value);
    else result.set(name, [value]);
  }
  return result;
}

/** Every value of a query parameter, from a query string or a URLSearchParams-like object. */
export function queryValues(input: QueryInput | Map<string, string[]>, name: string): string[] {
  if (typeof input === 'string') return parseQueryString(input).get(name) ?? [];
  if (input instanceof Map) return input.get(name) ?? [];
  return input.getAll(name);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** URLs carry well-formed Unicode only; a lone surrogate becomes U+FFFD, as URLSearchParams does. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function encodeComponent(text: string): string {
  // Spaces as "+" like form encoding; commas stay readable because lists are comma-joined.
  return encodeURIComponent(toWellFormed(text)).replace(/%20/g, '+').replace(/%2C/g, ',');
}

/** `a=1&b=x+y` in the entries' order, without a leading `?`; empty when there are no entries. */
export function formatQueryString(entries: QueryEntries): string {
  return entries
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join('&');
}
