import type { AlertFrequency } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { processQueue, type QueueRun } from '../mail/delivery-queue.ts';
import { composeDigests, type DigestRun } from './compose-digests.ts';
import { composeNewsletters, type NewsletterRun } from './compose-newsletters.ts';

export const ALERT_FREQUENCIES: readonly AlertFrequency[] = ['instant', 'daily', 'weekly'];

export interface AlertCycle {
  digests: DigestRun[];
  newsletters: NewsletterRun | null;
  delivery: QueueRun;
}

/**
 * One cycle: compose the due digests of the given frequencies into the queue, then deliver what
 * the queue holds (this cycle's mails and any retry whose time has come).
 */
export async function runAlertCycle(
  deps: AppDeps,
  options: {
    frequencies: readonly AlertFrequency[];
    now: Date;
    force?: boolean;
    newsletters?: boolean;
  },
): Promise<AlertCycle> {
  const digests: DigestRun[] = [];
  for (const frequency of options.frequencies) {
    digests.push(await composeDigests(deps, { frequency, now: options.now, force: options.force }));
  }
  const newsletters = options.newsletters
    ? await composeNewsletters(deps, options.now, { force: options.force })
    : null;
  const delivery = await processQueue(deps.db, deps.mailer, options.now);
  return { digests, newsletters, delivery };
}

/**
 * The scheduler inside each api process: every `intervalMs` a cycle of every frequency at the
 * clock's time (daily and weekly digests only when due). Several processes may run it: the queue's
 * claims and idempotency keys keep every digest single. A cycle still running when the next tick
 * comes is not doubled. Returns the stop function.
 */
export function startAlertScheduler(deps: AppDeps, intervalMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const cycle = await runAlertCycle(deps, {
        frequencies: ALERT_FREQUENCIES,
        now: deps.now(),
        newsletters: true,
      });
      const enqueued = cycle.digests.reduce((sum, run) => sum + run.enqueued.length, 0);
      if (enqueued > 0 || cycle.delivery.sent + cycle.delivery.retried + cycle.delivery.dead > 0) {
        deps.logger.info({ enqueued, ...cycle.delivery }, 'job alerts cycle');
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'job alerts cycle failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A cycle's result as the `alerts:send` command prints it. */
export function describeCycle(cycle: AlertCycle): string[] {
  const lines = cycle.digests.flatMap((run) => [
    `${run.frequency}: ${run.alerts} alert(s), ${run.enqueued.length} digest(s) queued, ${run.empty} with no new job${run.failed ? `, ${run.failed} failed (see the api log)` : ''}`,
    ...run.enqueued.flatMap((digest) => [
      `  queued ${digest.idempotencyKey} → ${digest.to} (${digest.locale}, ${digest.jobs} job(s)): ${digest.subject}`,
      ...digest.links.map((link) => `    ${link}`),
    ]),
  ]);
  if (cycle.newsletters) {
    const queued = Object.entries(cycle.newsletters.queued);
    lines.push(
      `newsletters: ${queued.map(([list, n]) => `${list} ${n} issue(s) queued`).join(', ')}`,
    );
  }
  const { sent, retried, dead } = cycle.delivery;
  lines.push(`delivery: ${sent} sent, ${retried} to retry, ${dead} dead-lettered`);
  return lines;
}
