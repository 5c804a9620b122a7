// Building an Intl formatter costs far more than using one (a page of job cards formats hundreds
// of amounts, counts and dates), so each language tag, kind and option set is built once per
// process. The option sets are few and fixed in code, so the cache stays small. (@allas/ui imports
// no other package, so it keeps this beside core's format/intlFormatters.ts rather than using it.)
const formatters = new Map<string, unknown>();

function cached<F>(kind: string, tag: string, options: object, make: () => F): F {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(tag, options)`, built once per tag and option set. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}) {
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

/** `new Intl.DateTimeFormat(tag, options)`, built once per tag and option set. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}) {
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/** `new Intl.PluralRules(tag)` (cardinal), built once per tag. */
export function pluralRules(tag: string) {
  return cached('plural', tag, {}, () => new Intl.PluralRules(tag));
}

/** `new Intl.ListFormat(tag, options)`, built once per tag and option set. */
export function listFormat(tag: string, options: Intl.ListFormatOptions = {}) {
  return cached('list', tag, options, () => new Intl.ListFormat(tag, options));
}
