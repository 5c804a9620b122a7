import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { buildDeps } from './build-deps.ts';
import { ConfigError, loadConfig } from './config.ts';

// Relative data paths are taken from the repository root, so `pnpm --filter @allas/api start`
// and a start from the root use the same data/ folder.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  config = {
    ...config,
    DATA_DIR: resolve(repoRoot, config.DATA_DIR),
    ...(config.FILE_STORE ? { FILE_STORE: resolve(repoRoot, config.FILE_STORE) } : {}),
  };
  const { deps, database } = await buildDeps(config);
  const { seedIfEmpty } = await import('./seed/seed-database.ts');
  await seedIfEmpty(deps);
  const { applyVotingPeriodSetting } = await import('./voting/campaigns.ts');
  await applyVotingPeriodSetting(deps.db, config.VOTING_PERIOD, deps.now());
  const server = createApp(deps).listen(config.API_PORT, config.API_HOST, () => {
    deps.logger.info(
      { url: `http://${config.API_HOST}:${config.API_PORT}`, database: database.kind },
      'api listening',
    );
  });
  const stop = () => {
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
