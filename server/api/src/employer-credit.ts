import { runDatabaseCommand } from './db/database-command.ts';
import { runCreditCommand } from './employers/credit-command.ts';

// `pnpm employer:credit …` (server/api/README.md): the same configuration as the api, so it opens
// the same database: DATABASE_URL's PostgreSQL, else the embedded PGlite in $DATA_DIR/db, with
// relative paths taken from the repository root as `src/main.ts` does.
process.exitCode = await runDatabaseCommand((db) =>
  runCreditCommand(db, process.argv.slice(2), new Date()),
);
