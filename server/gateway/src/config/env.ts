import { availableParallelism } from 'node:os';
import {
  API_CALL_TIMEOUT_MS,
  API_PASS_THROUGH_IDLE_MS,
  checkGtmId,
  parseMaintenanceFlag,
  type SiteCode,
} from '@allas/core';
import { z } from 'zod';
import { DEFAULT_REGION_HOSTS, parseRegionHosts, type RegionHost } from './regionHosts';

const port = z.coerce.number().int().min(0).max(65_535);
const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(1).max(600_000).default(fallback);
const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

/** An optional GTM container id, checked by core's rule (a typo is reported with the likely id). */
const gtmId = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const check = checkGtmId(value);
    if (check.ok) return check.id;
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  });

const regionHosts = z
  .string()
  .default(DEFAULT_REGION_HOSTS)
  .transform((value, ctx): RegionHost[] => {
    try {
      return parseRegionHosts(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** Every setting of the gateway process, from the environment, with the embedded-mode defaults. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The address to listen on: loopback unless told otherwise, so a laptop's `npm start` is not on
   * the café's network. A container sets HOST=0.0.0.0 (README). Browsers reach `localhost` and
   * `*.localhost` on 127.0.0.1.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  API_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3001'),
  REGION_HOSTS: regionHosts,
  MAINTENANCE: z.string().optional().transform(parseMaintenanceFlag),
  PUBLIC_BASE_URL_HU: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  PUBLIC_BASE_URL_RO: z.url({ protocol: /^https?$/ }).default('http://ro.localhost:3000'),
  PUBLIC_BASE_URL_BLUE: z.url({ protocol: /^https?$/ }).default('http://blue.localhost:3000'),
  GTM_ID_HU: gtmId,
  GTM_ID_RO: gtmId,
  GTM_ID_BLUE: gtmId,
  /** Behind a load balancer: trust its X-Forwarded-Proto/-For (one hop) for https and client IPs. */
  TRUST_PROXY: flag.default(false),
  /** How long the api may stay silent on a pass-through call before the answer is 504. */
  API_TIMEOUT_MS: milliseconds(API_PASS_THROUGH_IDLE_MS),
  /** The same for the auth proxy calls (login, register …), which should be quick. */
  AUTH_TIMEOUT_MS: milliseconds(API_CALL_TIMEOUT_MS),
  /** /readyz: how long the api's /healthz may take. */
  READY_TIMEOUT_MS: milliseconds(1_000),
  /** Larger api answers are cut and answered 502 (a runaway list must not fill the gateway's memory). */
  API_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /**
   * Gateway processes (Node's cluster, one port): `auto` is one per core in production and one
   * otherwise. Rendering is CPU work on one thread per process, so one process leaves cores idle.
   */
  GATEWAY_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default('auto'),
  /**
   * Server renders at once per gateway process (issue 15 §4); further page requests wait in line.
   * A few overlap the loaders' api calls with rendering; many only share the one thread.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(6),
  /** How long a page may wait for its render before it is answered 503 with Retry-After. */
  RENDER_QUEUE_WAIT_MS: milliseconds(3_000),
  /** Page requests waiting at most; one more is answered 503 at once. */
  RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(200),
  /**
   * Signed-out pages kept in each process's memory and sent as public for CDNs, for this long
   * (issue 15 §3); 0 turns the cache off. Unset: 10 s in production, off otherwise (a developer's
   * or a test's change shows at once).
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** How long a CDN may keep sending an expired page while it fetches a fresh one. */
  PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** Pages kept at most per process … */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** … and their bytes at most (uncompressed HTML, 150–250 kB a page). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(64 * 1024 * 1024),
  /** SIGTERM: how long in-flight requests may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  /** Path of each site's react-router server build (build/server/index.js); see README. */
  SITE_BUILD_HU: z.string().min(1).optional(),
  SITE_BUILD_RO: z.string().min(1).optional(),
  SITE_BUILD_BLUE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Development: render the sites from their sources through Vite dev servers (hot reload)
   * instead of their builds. Refused with NODE_ENV=production.
   */
  SITES_DEV: flag.default(false),
});

export type GatewayEnv = z.infer<typeof envSchema>;

/** What the rest of the gateway needs to know about one site. */
export interface SiteRuntime {
  readonly code: SiteCode;
  readonly publicBaseUrl: string;
  readonly gtmId: string | undefined;
  /** Set when SITE_BUILD_<SITE> was given: then a missing build is an error, not a notice. */
  readonly siteBuild: string | undefined;
}

export interface GatewayConfig {
  readonly nodeEnv: GatewayEnv['NODE_ENV'];
  readonly host: string;
  readonly port: number;
  /** Without a trailing slash. */
  readonly apiUrl: string;
  readonly regionHosts: readonly RegionHost[];
  readonly sites: Readonly<Record<SiteCode, SiteRuntime>>;
  readonly maintenance: boolean;
  readonly trustProxy: boolean;
  readonly apiTimeoutMs: number;
  readonly authTimeoutMs: number;
  readonly readyTimeoutMs: number;
  readonly maxResponseBytes: number;
  readonly shutdownTimeoutMs: number;
  /** Gateway processes to run (resolved from GATEWAY_WORKERS). */
  readonly workers: number;
  /** Bounded server rendering: see RENDER_CONCURRENCY, RENDER_QUEUE_WAIT_MS, RENDER_QUEUE_MAX. */
  readonly renders: { concurrency: number; maxWaitMs: number; maxQueue: number };
  /** The signed-out page cache: see PAGE_CACHE_TTL_MS (0 = off) and the three after it. */
  readonly pageCache: { ttlMs: number; staleMs: number; maxEntries: number; maxBytes: number };
  readonly logLevel: GatewayEnv['LOG_LEVEL'];
  /** Sites rendered from source with hot reload (pnpm dev). */
  readonly sitesDev: boolean;
}

export class ConfigError extends Error {}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Parses the environment; a bad value throws a ConfigError whose message names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // Empty variables (`GTM_ID_HU=` in a .env file) mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.data;
  if (e.SITES_DEV && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  SITES_DEV: the development renderer cannot run with NODE_ENV=production',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    apiUrl: withoutTrailingSlash(e.API_URL),
    regionHosts: e.REGION_HOSTS,
    sites: {
      HU: {
        code: 'HU',
        publicBaseUrl: withoutTrailingSlash(e.PUBLIC_BASE_URL_HU),
        gtmId: e.GTM_ID_HU,
        siteBuild: e.SITE_BUILD_HU,
      },
      RO: {
        code: 'RO',
        publicBaseUrl: withoutTrailingSlash(e.PUBLIC_BASE_URL_RO),
        gtmId: e.GTM_ID_RO,
        siteBuild: e.SITE_BUILD_RO,
      },
      BLUE: {
        code: 'BLUE',
        publicBaseUrl: withoutTrailingSlash(e.PUBLIC_BASE_URL_BLUE),
        gtmId: e.GTM_ID_BLUE,
        siteBuild: e.SITE_BUILD_BLUE,
      },
    },
    maintenance: e.MAINTENANCE,
    trustProxy: e.TRUST_PROXY,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    authTimeoutMs: e.AUTH_TIMEOUT_MS,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    maxResponseBytes: e.API_MAX_RESPONSE_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // pnpm dev's Vite servers (hot reload) run once.
    workers: e.SITES_DEV
      ? 1
      : e.GATEWAY_WORKERS !== 'auto'
        ? e.GATEWAY_WORKERS
        : e.NODE_ENV === 'production'
          ? availableParallelism()
          : 1,
    renders: {
      concurrency: e.RENDER_CONCURRENCY,
      maxWaitMs: e.RENDER_QUEUE_WAIT_MS,
      maxQueue: e.RENDER_QUEUE_MAX,
    },
    pageCache: {
      ttlMs: e.PAGE_CACHE_TTL_MS ?? (e.NODE_ENV === 'production' ? 10_000 : 0),
      staleMs: e.PAGE_CACHE_STALE_MS,
      maxEntries: e.PAGE_CACHE_MAX_ENTRIES,
      maxBytes: e.PAGE_CACHE_MAX_BYTES,
    },
    logLevel: e.LOG_LEVEL,
    sitesDev: e.SITES_DEV,
  };
}
