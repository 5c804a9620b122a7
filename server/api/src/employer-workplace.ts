import { runWorkplaceCommand } from './companies/workplace-command.ts';
import { runOperatorCommand } from './operator-command.ts';

// `pnpm employer:workplace-of-the-month …`: chooses a region's workplace of the month (README).
process.exitCode = await runOperatorCommand(runWorkplaceCommand);
