// The built product as `npm start` runs it (NODE_ENV=production, rate limits and captcha on), on
// free loopback ports with a throw-away data folder: the api and the gateway as two plain Node
// processes, so a test can SIGKILL, SIGSTOP and restart the api as an operator's machine would.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

export interface ProcessHandle {
  child: ChildProcess;
  /** Exit code or signal once it ended; undefined while it runs. */
  ended(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  output(): string;
}

/** One server process: `node --import tsx src/main.ts` in a package folder (no tsx wrapper process). */
function startServer(packageDir: string, env: Record<string, string>): ProcessHandle {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, packageDir),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    ended = { code, signal };
  });
  return { child, ended: () => ended, output: () => log };
}

export interface Product {
  apiUrl: string;
  gatewayUrl: string;
  roGatewayUrl: string;
  api: ProcessHandle;
  gateway: ProcessHandle;
  /** Starts the api again on the same port and data folder (after a kill). */
  restartApi(): Promise<void>;
  stop(): Promise<void>;
}

export interface ProductOptions {
  seedJobs?: number;
  /** Extra environment for the gateway (shorter timeouts keep the fault tests short). */
  gatewayEnv?: Record<string, string>;
}

export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'allas-resilience-'));
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const apiEnv = {
    NODE_ENV: 'production',
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_JOBS: String(options.seedJobs ?? 60),
    LOG_LEVEL: 'warn',
    // A proof of work the suite solves quickly; every other setting is npm start's.
    CAPTCHA_MAX_NUMBER: '1000',
    CAPTCHA_HMAC_KEY: 'resilience-suite-captcha-key-0123',
  };
  let api = startServer('server/api', apiEnv);
  await waitForOk(`${apiUrl}/healthz`, 240_000);
  const gateway = startServer('server/gateway', {
    NODE_ENV: 'production',
    PORT: String(gatewayPort),
    API_URL: apiUrl,
    LOG_LEVEL: 'fatal',
    PUBLIC_BASE_URL_HU: `http://localhost:${gatewayPort}`,
    PUBLIC_BASE_URL_RO: `http://ro.localhost:${gatewayPort}`,
    ...options.gatewayEnv,
  });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForOk(`${gatewayUrl}/healthz`, 120_000);
  const product: Product = {
    apiUrl,
    gatewayUrl,
    roGatewayUrl: `http://ro.localhost:${gatewayPort}`,
    get api() {
      return api;
    },
    gateway,
    async restartApi() {
      api = startServer('server/api', apiEnv);
      await waitForOk(`${apiUrl}/healthz`, 120_000);
    },
    async stop() {
      for (const handle of [gateway, api]) {
        if (handle.ended()) continue;
        handle.child.kill('SIGCONT');
        handle.child.kill('SIGTERM');
        await new Promise<void>((done) => {
          const force = setTimeout(() => handle.child.kill('SIGKILL'), 10_000);
          handle.child.once('exit', () => {
            clearTimeout(force);
            done();
          });
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return product;
}
