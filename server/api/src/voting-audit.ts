import { runDatabaseCommand } from './db/database-command.ts';
import { runAuditCommand } from './voting/audit.ts';

// `pnpm voting:audit --region hu --campaign 2025` (README): the award's anomaly report, on the
// api's own database.
process.exitCode = await runDatabaseCommand((db, config) =>
  runAuditCommand(db, process.argv.slice(2), new Date(), config.VOTE_LOG_RETENTION_DAYS),
);
