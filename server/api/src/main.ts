import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAlertScheduler } from './alerts/alert-cycle.ts';
import { createApp } from './app.ts';
import { buildDeps } from './build-deps.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startDevProvider } from './social/dev-provider.ts';

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
  // Demo only (SOCIAL_DEV_PROVIDER=1): the local sign-in provider for every unconfigured provider.
  const devProvider = config.SOCIAL_DEV_PROVIDER
    ? await startDevProvider(config.SOCIAL_DEV_PROVIDER_PORT)
    : null;
  if (devProvider) {
    deps.logger.warn(
      { url: devProvider.url },
      'SOCIAL_DEV_PROVIDER: a local sign-in provider where anyone signs in as anyone (demo only)',
    );
  }
  const { applyVotingPeriodSetting } = await import('./voting/campaigns.ts');
  await applyVotingPeriodSetting(deps.db, config.VOTING_PERIOD, deps.now());
  const server = createApp(deps).listen(config.API_PORT, config.API_HOST, () => {
    deps.logger.info(
      { url: `http://${config.API_HOST}:${config.API_PORT}`, database: database.kind },
      'api listening',
    );
  });
  // Job alerts: digests composed and the mail queue drained in this process (several processes
  // share the work safely); tests build the app without it.
  const stopAlerts =
    config.ALERTS_INTERVAL_SECONDS > 0
      ? startAlertScheduler(deps, config.ALERTS_INTERVAL_SECONDS * 1000)
      : () => {};
  const stop = () => {
    stopAlerts();
    server.close(() => {
      void devProvider?.close();
      database.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
