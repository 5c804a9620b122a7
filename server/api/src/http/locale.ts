import type { Context } from 'koa';
import { LOCALES, type Locale } from '../i18n/messages.ts';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The request's language: the `locale` query parameter, else the first supported language of
 * Accept-Language (by q-value), else Hungarian, the product's default.
 */
export function requestLocale(ctx: Context): Locale {
  const fromQuery = ctx.query.locale;
  if (isLocale(fromQuery)) return fromQuery;
  const header = ctx.get('accept-language');
  if (header) {
    const ranked = header
      .split(',')
      .map((part, index) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.find((p) => p.trim().startsWith('q='));
        return {
          lang: tag.trim().slice(0, 2).toLowerCase(),
          q: q ? Number(q.split('=')[1]) : 1,
          index,
        };
      })
      .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    const match = ranked.find((entry) => isLocale(entry.lang));
    if (match) return match.lang as Locale;
  }
  return 'hu';
}
