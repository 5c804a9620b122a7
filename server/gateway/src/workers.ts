import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** The exit code of a gateway process that could not start (main.ts). */
export const START_FAILED = 2;

/** A worker that dies sooner than this after its start is not restarted at once again. */
const RESTART_BACKOFF_MS = 1_000;

/**
 * The primary process of a gateway with several workers (issue 15 §4): it only forks one worker per
 * GATEWAY_WORKERS, which share the port (Node's cluster hands connections out round-robin), forks a
 * new one when a worker dies, and on SIGTERM/SIGINT passes the signal on and exits once every worker
 * has finished its requests in flight (1 when any had to cut connections).
 */
export function runWorkers(count: number, logger: Logger) {
  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0 && exitCode === 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (code === START_FAILED) {
      // It could not start (the port is taken, a build is missing): another would fail the same.
      logger.fatal({ pid: worker.process.pid }, 'a gateway worker could not start; stopping');
      stopping = true;
      exitCode = START_FAILED;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    logger.error(
      { pid: worker.process.pid, code, signal },
      'gateway worker died; starting another',
    );
    setTimeout(fork, lived < RESTART_BACKOFF_MS ? RESTART_BACKOFF_MS : 0);
  });
  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, 'gateway workers started');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the gateway workers');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
