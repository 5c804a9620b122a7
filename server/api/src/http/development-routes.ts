import { isIP } from 'node:net';
import type { Config } from '../config.ts';

const isLoopback = (host: string) =>
  host === 'localhost' ||
  host === '::1' ||
  (isIP(host) === 4 && host.startsWith('127.')) ||
  host === '::ffff:127.0.0.1';

/**
 * Development helpers (the mail outbox) exist only outside production and only on an api that
 * listens on loopback, so no configuration mistake can put them on a network. The gateway refuses
 * their paths in every mode as well.
 */
export function developmentRoutesEnabled(config: Pick<Config, 'NODE_ENV' | 'API_HOST'>): boolean {
  return config.NODE_ENV !== 'production' && isLoopback(config.API_HOST);
}
