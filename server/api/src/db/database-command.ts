import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { type FileStore, localFileStore } from '../files/file-store.ts';
import { openDatabase } from './connect.ts';
import { migrate } from './migrate.ts';
import type { Database } from './schema.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The api's file store as a command sees it (relative paths from the repository root, as the database). */
export const commandFileStore = (config: Config): FileStore =>
  localFileStore(resolve(repoRoot, config.FILE_STORE ?? join(config.DATA_DIR, 'files')));

/**
 * An operator's command (`pnpm employer:credit`, `pnpm employer:workplace-of-the-month`, `pnpm voting:audit`,
 * `pnpm voting:photos`) on the api's own database:
 * the same configuration as the api (DATABASE_URL's PostgreSQL, else the embedded PGlite in
 * $DATA_DIR/db, relative paths from the repository root), migrated as the api's start does. Prints
 * the command's lines (to stderr when it failed) and answers its exit code.
 */
export async function runDatabaseCommand(
  command: (db: Kysely<Database>, config: Config) => Promise<{ code: number; lines: string[] }>,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(resolve(repoRoot, config.DATA_DIR), 'db'),
  });
  try {
    await migrate(database.db);
    const { code, lines } = await command(database.db, config);
    (code === 0 ? process.stdout : process.stderr).write(`${lines.join('\n')}\n`);
    return code;
  } finally {
    await database.close();
  }
}
