import { AD_RUN_DAYS, type AdPackage } from '@allas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';

/** A company pays in its country's currency: forints in Hungary, lei in Romania. */
export const currencyOf = (country: 'HU' | 'RO') => (country === 'HU' ? 'HUF' : 'RON');

/** The packages on sale (migrations/0009 defines them), cheapest first, priced for the country. */
export async function adPackagesFor(
  db: Kysely<Database>,
  country: 'HU' | 'RO',
  locale: Locale,
  packageId?: string,
): Promise<AdPackage[]> {
  let query = db
    .selectFrom('ad_packages')
    .select(['id', 'name', 'credits', 'price_huf', 'price_ron'])
    .where('active', '=', true)
    .orderBy('sort');
  if (packageId !== undefined) query = query.where('id', '=', packageId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name[locale],
    credits: row.credits,
    adDays: AD_RUN_DAYS,
    price: country === 'HU' ? row.price_huf : row.price_ron,
    currency: currencyOf(country),
  }));
}
