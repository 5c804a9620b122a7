import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import type { Database } from './db/schema.ts';

// An operator's command (`pnpm employer:credit`, `pnpm employer:workplace-of-the-month`; see
// server/api/README.md): the same configuration as the api, so it opens the same database:
// DATABASE_URL's PostgreSQL, else the embedded PGlite in $DATA_DIR/db, with relative paths taken
// from the repository root as `src/main.ts` does.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs one operator command on the api's database and prints its lines; answers the exit code. */
export async function runOperatorCommand(
  command: (
    db: Kysely<Database>,
    args: readonly string[],
    now: Date,
  ) => Promise<{ code: number; lines: string[] }>,
): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
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
    // As the api's start does: a database one release behind gets the tables this command needs.
    await migrate(database.db);
    const { code, lines } = await command(database.db, process.argv.slice(2), new Date());
    (code === 0 ? process.stdout : process.stderr).write(`${lines.join('\n')}\n`);
    return code;
  } finally {
    await database.close();
  }
}
