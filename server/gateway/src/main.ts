import cluster from 'node:cluster';
import pino from 'pino';
import { ConfigError, loadConfig } from './config/env';
import { startGateway } from './start';
import { runWorkers } from './workers';

// The gateway process: configuration from the environment (a bad value stops it with a message
// naming the variable), JSON logs, and a graceful stop on SIGTERM/SIGINT.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

const logger = pino({ level: config.logLevel, base: { service: 'gateway' } });

if (config.workers > 1 && cluster.isPrimary) {
  runWorkers(config.workers, logger);
} else {
  await serve();
}

/** One gateway process: this one alone, or one worker of several. */
async function serve() {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'gateway did not start');
    process.exit(2);
  }

  const regionsByHost = config.regionHosts.map(
    (entry) => `http://${entry.host}:${config.port} → ${entry.site}`,
  );
  logger.info(
    { url: gateway.url, api: config.apiUrl, hosts: regionsByHost, pid: process.pid },
    'gateway listening',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const inTime = await gateway.close();
    logger.info({ inTime }, 'stopped');
    process.exit(inTime ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
