import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Followers a company of a size class has, at least and at most. */
const FOLLOWERS: Record<string, [number, number]> = {
  '1-9': [0, 6],
  '10-49': [2, 18],
  '50-249': [8, 45],
  '250-999': [20, 85],
  '1000-plus': [45, 150],
};

/** Demo job seekers per country who follow companies (no password: nobody signs in as them). */
const FOLLOWER_POOL = 160;

/**
 * Followers for the demo companies: a pool of demo job seekers per country, each company followed
 * by as many of them as its size makes believable, over the last year.
 */
export async function seedFollowers(
  db: Kysely<Database>,
  random: Random,
  companies: { id: number; country: 'HU' | 'RO'; size: string }[],
  now: Date,
) {
  for (const country of ['HU', 'RO'] as const) {
    const own = companies.filter((c) => c.country === country);
    if (own.length === 0) continue;
    const region = country === 'HU' ? 'hu' : 'ro';
    const domain = country === 'HU' ? 'koveto.example.hu' : 'urmaritor.example.ro';
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: FOLLOWER_POOL }, (_, index) => {
          const createdAt = new Date(now.getTime() - random.int(30, 700) * DAY);
          return {
            email: `demo${index + 1}@${domain}`,
            first_name: 'Demo',
            region,
            locale: region,
            szmd_prize_accepted: JSON.stringify({}),
            email_verified_at: createdAt,
            created_at: createdAt,
          };
        }),
      )
      .returning('id')
      .execute();
    const userIds = users.map((u) => Number(u.id));
    const rows = own.flatMap((company) => {
      const [min, max] = FOLLOWERS[company.size] ?? [0, 5];
      return random.some(userIds, min, max).map((userId) => ({
        user_id: userId,
        company_id: company.id,
        created_at: new Date(now.getTime() - random.int(1, 365) * DAY),
      }));
    });
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('company_follows')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  }
}
