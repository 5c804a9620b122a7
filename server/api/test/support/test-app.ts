import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-deps.ts';
import { buildDeps } from '../../src/build-deps.ts';
import { loadConfig } from '../../src/config.ts';
import { TEST_NOW } from './constants.ts';

export { TEST_NOW } from './constants.ts';

export interface TestApp {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
}

// The WebAssembly of PGlite is compiled once per test worker and reused by every database it opens.
const require = createRequire(import.meta.url);
// Node has WebAssembly at run time; this package's lib settings only declare its types.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;
const pgliteDist = dirname(require.resolve('@electric-sql/pglite'));
let wasmModules:
  | Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }>
  | undefined;
const compiledWasm = () => {
  wasmModules ??= Promise.all([
    readFile(join(pgliteDist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes)),
    readFile(join(pgliteDist, 'initdb.wasm')).then((bytes) => wasm.compile(bytes)),
  ]).then(([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }));
  return wasmModules;
};

/**
 * Starts the real app on a loopback port against a real database holding the seeded test data set
 * (test/support/global-setup.ts): an in-memory PGlite restored from the snapshot, or a fresh copy
 * of the template database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
export async function startTestApp(
  options: { rateLimits?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const files = await mkdtemp(join(tmpdir(), 'allas-api-files-'));
  const snapshot = inject('snapshot');
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let pglite: NonNullable<Parameters<typeof buildDeps>[1]>['pglite'];
  if (adminUrl) {
    const name = `allas_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${snapshot}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    pglite = {
      ...(await compiledWasm()),
      loadDataDir: new Blob([new Uint8Array(await readFile(snapshot))]),
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FILE_STORE: files,
    CAPTCHA_MAX_NUMBER: '200',
    CAPTCHA_HMAC_KEY: 'test-captcha-key-0123456789',
    RATE_LIMITS: options.rateLimits === false ? 'false' : 'true',
    // Tests write rows with SQL and read them back at once; shared-answers.test.ts turns it on.
    SHARED_ANSWERS_TTL_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const { deps, database } = await buildDeps(config, {
    dataDir: 'memory://',
    logger: pino({ level: 'silent' }),
    now: () => TEST_NOW,
    pglite,
  });
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await dropDatabase();
      await rm(files, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A browser-like client: keeps the session cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN and sends the
 * bearer token once logged in.
 */
export class ApiClient {
  cookies = new Map<string, string>();
  token: string | undefined;
  locale: string | undefined;
  /** The client address the gateway would forward (the test app trusts loopback, as in production). */
  address: string | undefined;

  constructor(readonly baseUrl: string) {}

  async startSession() {
    const res = await fetch(`${this.baseUrl}/auth/csrf-cookie`, { headers: this.headers() });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
    return this;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.locale) headers['accept-language'] = this.locale;
    if (this.address) headers['x-forwarded-for'] = this.address;
    return { ...headers, ...extra };
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: this.headers(extraHeaders) };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') {
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = unknown>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }

  /** Fetches and solves a captcha challenge as the browser widget would. */
  async captcha(): Promise<string> {
    const { body } = await this.get<{
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber?: number;
    }>('/captcha/challenge');
    const solution = await solveChallenge(
      body.challenge,
      body.salt,
      body.algorithm,
      body.maxnumber ?? 1000,
    ).promise;
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(
      JSON.stringify({
        algorithm: body.algorithm,
        challenge: body.challenge,
        number: solution.number,
        salt: body.salt,
        signature: body.signature,
      }),
    ).toString('base64');
  }
}

let userCounter = 0;

/** Registers a fresh candidate through the api and returns a signed-in client. */
export async function registeredUser(baseUrl: string, overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  const client = await new ApiClient(baseUrl).startSession();
  const email = `jelolt.${userCounter}.${randomBytes(3).toString('hex')}@example.hu`;
  const password = 'Titkos-jelszó-2025';
  const res = await client.post<[{ token: string; user: { id: number; email: string } }]>(
    '/auth/register',
    {
      email,
      password,
      passwordConfirmation: password,
      firstName: 'Árvíztűrő',
      lastName: 'Tükörfúrógép',
      residence: 'Budapest',
      phone: '+36 30 123 4567',
      categories: ['it'],
      levels: ['junior'],
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      captcha: await client.captcha(),
      ...overrides,
    },
  );
  if (res.status !== 201)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  client.token = res.body[0].token;
  return { client, email, password, user: res.body[0].user };
}
