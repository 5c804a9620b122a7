import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { runCreditCommand } from './employers/credit-command.ts';

// `pnpm employer:credit …` (server/api/README.md): the same configuration as the api, so it opens
// the same database: DATABASE_URL's PostgreSQL, else the embedded PGlite in $DATA_DIR/db, with
// relative paths taken from the repository root as `src/main.ts` does.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(): Promise<number> {
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
    const { code, lines } = await runCreditCommand(database.db, process.argv.slice(2), new Date());
    (code === 0 ? process.stdout : process.stderr).write(`${lines.join('\n')}\n`);
    return code;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
