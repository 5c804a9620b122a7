import { runDatabaseCommand } from './db/database-command.ts';
import { runCreditCommand } from './employers/credit-command.ts';

// `pnpm employer:credit …`: marks an ad package order paid (server/api/README.md), on the api's
// own database.
process.exitCode = await runDatabaseCommand((db) =>
  runCreditCommand(db, process.argv.slice(2), new Date()),
);
