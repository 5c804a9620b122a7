import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies every migrations/NNNN_*.sql file not applied yet, in name order, each in its own
 * transaction. Forward-only: there are no down migrations. A lock keeps two starting processes from
 * applying the same file twice.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(4242001)`.execute(trx);
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
      await sql.raw(text).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file }).execute();
      applied.push(file);
    }
  });
  return applied;
}
