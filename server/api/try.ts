import { sql } from 'kysely';
import { openDatabase } from './src/db/connect.ts';
import { migrate } from './src/db/migrate.ts';
import { seedDatabase } from './src/seed/seed-database.ts';

const h = await openDatabase({ dataDir: 'memory://', databaseUrl: process.env.BENCH_DATABASE_URL });
await migrate(h.db);
await seedDatabase(h.db, { jobs: 2000, seed: 1, now: new Date() });
const q = 'fejlesztő';
const tsq = sql`(websearch_to_tsquery('hungarian', ${q}) || websearch_to_tsquery('romanian', ${q}) || websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', allas_unaccent(lower(${q}))))`;
for (const [name, cond] of [
  ['tsv only', sql`j.search_tsv @@ ${tsq}`],
  ['trgm only', sql`allas_unaccent(lower(${q})) <% j.search_plain`],
  ['both', sql`(j.search_tsv @@ ${tsq} OR allas_unaccent(lower(${q})) <% j.search_plain)`],
] as const) {
  const r = await sql<{
    'QUERY PLAN': string;
  }>`EXPLAIN ANALYZE SELECT count(*) FROM jobs j JOIN locations l ON l.id = j.location_id WHERE j.status = 'published' AND j.country = 'HU' AND ${cond}`.execute(
    h.db,
  );
  console.log(
    name,
    r.rows
      .map((x) => x['QUERY PLAN'])
      .filter((l) => /Execution|Planning|Scan/.test(l))
      .join('\n  '),
  );
}
await h.close();
