import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded database itself (PGlite only), for snapshots. */
  client?: PGlite;
  /** The connection pool (PostgreSQL only), for the shared rate-limit counters. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// bigint (int8) and numeric come back as strings by default; counts and ids in this app fit in a
// double, so they are parsed as numbers once, here, for the pg driver. PGlite gets the same parsers.
// A SQL date is a calendar day: it stays the 'YYYY-MM-DD' string instead of becoming a Date at
// local midnight.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));
pg.types.setTypeParser(DATE_OID, (value) => value);

/**
 * Ends the pool and waits until every connection has closed. pg-pool's end() resolves as soon as
 * it has told its clients to end, before their sockets close; a database dropped or a server
 * stopped right after (the search benchmark, test teardown) would terminate those backends, and
 * the pool would report each one as a lost idle connection.
 */
async function closePool(db: Kysely<Database>, pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await db.destroy();
  await closed;
}

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite in
 * `dataDir` (or in memory when dataDir is 'memory://').
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Extra PGlite options, e.g. a data-dir snapshot and precompiled WebAssembly modules (tests). */
  pglite?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule'>;
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can die (server restart, admin termination); the pool drops it and opens a
    // new one on demand. Without a listener the 'error' event would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => closePool(db, pool) };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...options.pglite,
    dataDir: options.dataDir,
    extensions: { pg_trgm, unaccent },
    parsers: {
      [INT8_OID]: (value: string) => Number(value),
      [NUMERIC_OID]: (value: string) => Number(value),
      [DATE_OID]: (value: string) => value,
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', client, close: () => db.destroy() };
}
