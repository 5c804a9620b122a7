import { runWorkplaceCommand } from './companies/workplace-command.ts';
import { runDatabaseCommand } from './db/database-command.ts';

// `pnpm employer:workplace-of-the-month …`: chooses a region's workplace of the month
// (server/api/README.md), on the api's own database.
process.exitCode = await runDatabaseCommand((db) =>
  runWorkplaceCommand(db, process.argv.slice(2), new Date()),
);
