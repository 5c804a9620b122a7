import { formatMessage } from '@allas/core';
import type { Next } from 'koa';
import type { GatewayContext } from '../http/state';
import { pageLocale } from './pageLocale';

export interface RenderAdmissionOptions {
  /** Renders in progress at once; more wait in line, first come first served. */
  concurrency: number;
  /** How long a page may wait in line before it is answered 503 instead of being rendered late. */
  maxWaitMs: number;
  /** More waiting than this is answered 503 at once: the line would not clear within maxWaitMs. */
  maxQueue: number;
}

/** Seconds a browser (or a load balancer) is told to wait before it asks again. */
export const RETRY_AFTER_SECONDS = 2;

interface Waiter {
  admit(): void;
  settled: boolean;
}

/**
 * Bounded, fair server rendering (issue 15 §4). Rendering a page costs the gateway's one thread
 * tens of milliseconds of CPU; with no bound, every new request starts a render, they all share
 * the thread, and every answer gets slower without limit (p99 of 17 s at 50 connections). Here at
 * most `concurrency` renders run; the rest wait in one FIFO line. A request whose wait would exceed
 * `maxWaitMs` (or that finds the line full) is answered 503 with Retry-After in the page's language
 * and costs nothing more; a browser that leaves while waiting gives its place up. The answers that
 * are rendered stay fast, and the overload is visible and honest instead of a hang.
 */
export function renderAdmission(options: RenderAdmissionOptions) {
  let running = 0;
  const line: Waiter[] = [];

  const release = () => {
    running -= 1;
    while (line.length > 0 && running < options.concurrency) {
      const next = line.shift();
      if (next && !next.settled) {
        next.settled = true;
        running += 1;
        next.admit();
      }
    }
  };

  /** Resolves true when the request may render, false when it waited too long or left. */
  const waitForTurn = (ctx: GatewayContext): Promise<boolean> =>
    new Promise((resolve) => {
      const waiter: Waiter = {
        settled: false,
        admit: () => {
          clearTimeout(timer);
          ctx.req.off('close', leave);
          resolve(true);
        },
      };
      const giveUp = () => {
        if (waiter.settled) return;
        waiter.settled = true;
        ctx.req.off('close', leave);
        const at = line.indexOf(waiter);
        if (at !== -1) line.splice(at, 1);
        resolve(false);
      };
      const timer = setTimeout(giveUp, options.maxWaitMs);
      const leave = () => {
        clearTimeout(timer);
        giveUp();
      };
      ctx.req.once('close', leave);
      line.push(waiter);
    });

  return async (ctx: GatewayContext, next: Next) => {
    if (running < options.concurrency) {
      running += 1;
    } else if (line.length >= options.maxQueue || !(await waitForTurn(ctx))) {
      if (!ctx.req.destroyed) answerOverloaded(ctx);
      return;
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}

/** A small page with no script and no style, so that it costs nothing to send. */
function answerOverloaded(ctx: GatewayContext) {
  const locale = pageLocale(ctx);
  const message = formatMessage('error.genericTryLater', locale);
  ctx.status = 503;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title><p>${message}</p></html>\n`;
}
