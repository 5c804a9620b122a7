import { commandFileStore, runDatabaseCommand } from './db/database-command.ts';
import { runPhotoModeration } from './voting/photos.ts';

// `pnpm voting:photos --list | --approve <id> | --reject <id>` (README): the moderation of the
// award's workplace photos, on the api's own database and file store.
process.exitCode = await runDatabaseCommand((db, config) =>
  runPhotoModeration(db, commandFileStore(config), process.argv.slice(2), new Date()),
);
