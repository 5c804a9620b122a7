import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { runAuditCommand } from './voting/audit.ts';

// `pnpm voting:audit --region hu --campaign 2025` (README): the award's anomaly report, on the
// same database as the api (DATABASE_URL's PostgreSQL, else the embedded PGlite in $DATA_DIR/db).
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
    await migrate(database.db);
    const { code, lines } = await runAuditCommand(
      database.db,
      process.argv.slice(2),
      new Date(),
      config.VOTE_LOG_RETENTION_DAYS,
    );
    (code === 0 ? process.stdout : process.stderr).write(`${lines.join('\n')}\n`);
    return code;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
