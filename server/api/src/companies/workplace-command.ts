import { type RegionCode, toRegionCode } from '@allas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  chooseWorkplaceOfTheMonth,
  listWorkplacesOfTheMonth,
  monthIn,
} from './workplace-of-the-month.ts';

export const WORKPLACE_COMMAND_USAGE = `Usage:
  pnpm employer:workplace-of-the-month --region hu|ro --company <slug> [--month YYYY-MM]
      choose the region's workplace of the month (this month unless --month says otherwise)
  pnpm employer:workplace-of-the-month --list
      list the choices so far`;

/** `--name value` pairs of the command line; anything else makes it print the usage. */
function options(args: readonly string[]): Map<string, string> | null {
  const found = new Map<string, string>();
  const words = args.filter((arg) => arg !== '--');
  for (let i = 0; i < words.length; i += 2) {
    const [name, value] = [words[i], words[i + 1]];
    if (!name?.startsWith('--') || value === undefined || value.startsWith('--')) return null;
    found.set(name.slice(2), value);
  }
  return found;
}

/**
 * The operator's `pnpm employer:workplace-of-the-month` (issue 12). Answers the exit code and the
 * lines to print, so tests run it on their own database.
 */
export async function runWorkplaceCommand(
  db: Kysely<Database>,
  args: readonly string[],
  now: Date,
): Promise<{ code: number; lines: string[] }> {
  if (args.filter((arg) => arg !== '--').join(' ') === '--list') {
    const rows = await listWorkplacesOfTheMonth(db);
    if (rows.length === 0) return { code: 0, lines: ['No workplace of the month is chosen yet.'] };
    return {
      code: 0,
      lines: rows.map((row) => `${row.month}  ${row.country}  ${row.name} (${row.slug})`),
    };
  }
  const given = options(args);
  const region = given?.get('region');
  const slug = given?.get('company');
  const unknown = [...(given?.keys() ?? [])].filter(
    (n) => !['region', 'company', 'month'].includes(n),
  );
  if (!given || (region !== 'hu' && region !== 'ro') || !slug || unknown.length > 0) {
    return { code: 2, lines: [WORKPLACE_COMMAND_USAGE] };
  }
  const country: RegionCode = toRegionCode(region);
  const month = given.get('month') ?? monthIn(now, country);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return { code: 2, lines: [WORKPLACE_COMMAND_USAGE] };
  const result = await chooseWorkplaceOfTheMonth(db, country, month, slug, now);
  switch (result.outcome) {
    case 'chosen':
      return {
        code: 0,
        lines: [`${result.company} is the workplace of the month in ${country} for ${month}.`],
      };
    case 'unknown-company':
      return { code: 1, lines: [`There is no company with the slug ${slug}.`] };
    case 'not-published':
      return {
        code: 1,
        lines: [
          `The company ${slug} has not published its page: only a published company can be chosen.`,
        ],
      };
    case 'other-country':
      return {
        code: 1,
        lines: [`The company ${slug} is in ${result.country}, not in ${country}.`],
      };
  }
}
