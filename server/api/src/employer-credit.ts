import { runCreditCommand } from './employers/credit-command.ts';
import { runOperatorCommand } from './operator-command.ts';

// `pnpm employer:credit …`: marks an ad package order paid (server/api/README.md).
process.exitCode = await runOperatorCommand(runCreditCommand);
