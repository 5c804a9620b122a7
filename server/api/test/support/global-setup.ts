import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { TEST_JOBS, TEST_NOW, TEST_SEED } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated and seeded data-dir tarball. PostgreSQL: a template database. */
    snapshot: string;
  }
}

/**
 * Migrates and seeds one database before all test files, so each file copies it (PGlite tarball or
 * PostgreSQL template) instead of paying for initdb, migrations and the seed again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `allas_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await migrate(handle.db);
    await seedDatabase(handle.db, { jobs: TEST_JOBS, seed: TEST_SEED, now: TEST_NOW });
    await handle.close();
    project.provide('snapshot', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'allas-api-snapshot-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle.db);
  await seedDatabase(handle.db, { jobs: TEST_JOBS, seed: TEST_SEED, now: TEST_NOW });
  const { sql } = await import('kysely');
  await sql`CHECKPOINT`.execute(handle.db);
  if (!handle.client) throw new Error('PGlite client missing');
  const tarball = await handle.client.dumpDataDir('none');
  const file = join(dir, 'seeded.tar');
  await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  await handle.close();
  project.provide('snapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
