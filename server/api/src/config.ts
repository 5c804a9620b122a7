import { z } from 'zod';

// Every setting of the api process, parsed once at start. Safe defaults run the embedded mode:
// PGlite under data/db, files under data/files, mail into the outbox table.
const portSchema = z.coerce.number().int().min(0).max(65_535);
const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

// An empty variable counts as unset.
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).max(500).optional(),
);
// https, except a loopback provider (the local one of tests and the demo).
const providerUrl = z
  .url()
  .refine(
    (value) =>
      /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(value),
    'must be an https URL (http only on 127.0.0.1 or localhost)',
  );

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: portSchema.default(3001),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  FILE_STORE: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Demo data: number of jobs the generator writes into an empty database (0 = leave it empty).
  SEED_JOBS: z.coerce.number().int().min(0).max(100_000).default(1_500),
  SEED_RANDOM: z.coerce.number().int().default(20_251_001),
  // Secret for the self-hosted proof-of-work captcha; generated per process when absent, which is
  // fine for one process (development). Several processes must share one.
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  // Proof-of-work difficulty (upper bound of the secret number); low values keep tests fast.
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  RATE_LIMITS: booleanFlag.default(true),
  // The gateways' addresses: only a request whose connection comes from one of them may name the
  // client in X-Forwarded-For (the gateway overwrites that header); from anywhere else the header is
  // ignored, so nobody on the internet can pick the address the rate limits count against.
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], 'must be a comma-separated list of IP addresses'))),
  // End-to-end tests only: mounts POST /_test/social-login-codes (refused in production below).
  SOCIAL_LOGIN_TEST_CODES: booleanFlag.default(false),
  // Absolute base of the api as browsers reach it (through the gateway), for media URLs.
  PUBLIC_API_URL: z.url().default('http://127.0.0.1:3001'),
  // Where form notifications (quotes, shortlist orders, contact messages) are mailed.
  TEAM_EMAIL: z.email().default('csapat@allas.hu'),
  // The sender of every mail when SMTP_URL is set (nodemailer's address syntax).
  MAIL_FROM: z.string().min(3).default('allas <no-reply@allas.hu>'),
  PUBLIC_BASE_URL_HU: z.url().default('http://localhost:3000'),
  PUBLIC_BASE_URL_RO: z.url().default('http://ro.localhost:3000'),
  // The blue-collar board's own host: its banners (region=blue) lead back to it.
  PUBLIC_BASE_URL_BLUE: z.url().default('http://blue.localhost:3000'),
  // Job alerts: seconds between the scheduler's cycles in each api process (instant alerts go out
  // within 5 minutes, so at most 300); 0 turns the scheduler off (`pnpm alerts:send` still works).
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  // Milliseconds the signed-out answers every visitor shares (home lists, categories, places, legal
  // documents, banners) are kept in each api process; 0 = never. A change through the api clears them.
  SHARED_ANSWERS_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Social sign-in (issue 14): a provider is enabled by its client id and secret. The issuer and
  // endpoint URLs default to the real providers; tests and the demo point them at a local provider.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: providerUrl.default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_ISSUER: providerUrl.default('https://www.linkedin.com/oauth'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTHORIZATION_URL: providerUrl.default('https://www.facebook.com/v15.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: providerUrl.default('https://graph.facebook.com/v15.0/oauth/access_token'),
  // The Graph API's base; the callback reads `${FACEBOOK_GRAPH_URL}/me`.
  FACEBOOK_GRAPH_URL: providerUrl.default('https://graph.facebook.com/v15.0'),
  // Demo and tests: a local OpenID Connect provider (oauth2-mock-server) in the api process, on
  // loopback, standing in for every provider that has no client id of its own. Anyone can sign in
  // there as anyone: never for real users.
  SOCIAL_DEV_PROVIDER: booleanFlag.default(false),
  SOCIAL_DEV_PROVIDER_PORT: portSchema.default(3009),
  // The award (issue 11): moves the current year's voting period of both regions at start,
  // `YYYY-MM-DD..YYYY-MM-DD` (region dates; the start day 00:00:00 to the finish day 23:59:59).
  VOTING_PERIOD: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD..YYYY-MM-DD')
    .optional(),
  // Tests only (the page screenshots, tests/pages): the api's clock starts at this instant (ISO 8601
  // with an offset) and runs on from there, so seeded dates, "3 days ago", expiry and voting periods
  // are the same on every run. Refused in production below: a real clock is never moved.
  ALLAS_FIXED_NOW: z.iso.datetime({ offset: true }).optional(),
  // Salt of the vote log's client-address and user-agent hashes; several processes must share one.
  VOTE_LOG_SALT: z.string().min(16).default('allas-development-vote-log-salt'),
  // GDPR: the vote log's personal data is blanked this many days after a campaign's results.
  VOTE_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError whose message names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (
    result.success &&
    result.data.NODE_ENV === 'production' &&
    result.data.SOCIAL_LOGIN_TEST_CODES
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  SOCIAL_LOGIN_TEST_CODES: must not be set in production (it lets anyone issue social-login codes)',
    );
  }
  if (result.success && result.data.NODE_ENV === 'production' && result.data.ALLAS_FIXED_NOW) {
    throw new ConfigError(
      'Invalid configuration:\n  ALLAS_FIXED_NOW: must not be set in production (it moves the clock every date is stored by)',
    );
  }
  if (result.success) {
    for (const provider of ['GOOGLE', 'LINKEDIN', 'FACEBOOK'] as const) {
      const id = result.data[`${provider}_CLIENT_ID`];
      const secret = result.data[`${provider}_CLIENT_SECRET`];
      if ((id === undefined) !== (secret === undefined)) {
        const missing = id === undefined ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`;
        throw new ConfigError(
          `Invalid configuration:\n  ${missing}: must be set together with the other (a provider needs its client id and secret)`,
        );
      }
    }
    return result.data;
  }
  const lines = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}
