import { isIP } from 'node:net';
import type { Context, Next } from 'koa';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * Sets `ctx.ip` to the client's address: the connection's own, or, when the connection comes from
 * a trusted gateway, the last X-Forwarded-For entry (the gateway sets the header to the one
 * address it saw). Rate limits and logs key on it, so every guest is not 127.0.0.1 behind the
 * gateway, and a header sent from anywhere else is ignored.
 */
export function clientAddress(trustedProxies: readonly string[]) {
  const trusted = new Set(trustedProxies.map(plainAddress));
  return async (ctx: Context, next: Next) => {
    const peer = plainAddress(ctx.req.socket.remoteAddress ?? '');
    let address = peer;
    if (trusted.has(peer)) {
      const forwarded = ctx.get('x-forwarded-for').split(',').at(-1)?.trim() ?? '';
      if (isIP(plainAddress(forwarded)) !== 0) address = plainAddress(forwarded);
    }
    ctx.request.ip = address || 'unknown';
    await next();
  };
}
