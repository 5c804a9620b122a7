import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/gateway';
import { send } from './support/http';
import { json, startUpstream, stoppedUpstreamUrl } from './support/upstream';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs src/main.ts as the real process would run, collecting its output. */
function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  return { child, output, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    const api = await startUpstream((_request, res) => {
      setTimeout(() => json(res, 200, { slow: true }), 400);
    });
    const gateway = await startTestGateway(api.url);
    try {
      const inFlight = send(gateway.url, '/api/slow');
      await waitFor(() => api.seen.length === 1, 5000);
      const closed = gateway.close();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ slow: true });
      await closed;
      await expect(send(gateway.url, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await api.close();
    }
  });
});

describe('graceful shutdown with kept-alive connections', () => {
  it('closes a kept-alive connection once its answer is written, without waiting for its idle timeout', async () => {
    const api = await startUpstream((_request, res) => {
      setTimeout(() => json(res, 200, { slow: true }), 300);
    });
    const gateway = await startTestGateway(api.url);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const inFlight = new Promise<number>((resolve, reject) => {
        http
          .get(`${gateway.url}/api/slow`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
      await waitFor(() => api.seen.length === 1, 5000);
      const inTime = await gateway.close();
      expect(await inFlight).toBe(200);
      // Node keeps an idle connection open for 5 s; the stop closed it before its 1 s deadline.
      expect(inTime).toBe(true);
    } finally {
      agent.destroy();
      await api.close();
    }
  });
});

describe('the gateway process (src/main.ts)', () => {
  it('starts, answers, and exits 0 on SIGTERM', async () => {
    const run = runMain({ PORT: '0', HOST: '127.0.0.1', API_URL: await stoppedUpstreamUrl() });
    await waitFor(() => run.output.stdout.includes('gateway listening'), 25_000);
    const listening = run.output.stdout
      .split('\n')
      .filter((line) => line.includes('gateway listening'))
      .map((line) => JSON.parse(line) as { url: string })[0];
    const answer = await send(listening?.url ?? '', '/healthz');
    expect(answer.status).toBe(200);
    run.child.kill('SIGTERM');
    const [code] = await run.exited;
    expect(code).toBe(0);
    expect(run.output.stdout).toContain('"msg":"stopped"');
  }, 40_000);

  it('refuses to start on a bad variable, naming it', async () => {
    const run = runMain({ GTM_ID_HU: 'GTM_12ab' });
    const [code] = await run.exited;
    expect(code).toBe(2);
    expect(run.output.stderr).toContain(
      'GTM_ID_HU: "GTM_12ab" is not a valid id. Did you mean "GTM-12AB"?',
    );
  }, 40_000);
});

describe('the gateway with several workers (GATEWAY_WORKERS)', () => {
  const listeningLines = (stdout: string) =>
    stdout
      .split('\n')
      .filter((line) => line.includes('gateway listening'))
      .map((line) => JSON.parse(line) as { url: string; pid: number });

  it('runs one process per worker on one port, and all finish and exit 0 on SIGTERM', async () => {
    const run = runMain({
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: await stoppedUpstreamUrl(),
      GATEWAY_WORKERS: '2',
    });
    await waitFor(() => listeningLines(run.output.stdout).length === 2, 30_000);
    const [first, second] = listeningLines(run.output.stdout);
    expect(first?.pid).not.toBe(second?.pid);
    expect(first?.url).toBe(second?.url);
    for (let i = 0; i < 4; i++) expect((await send(first?.url ?? '', '/healthz')).status).toBe(200);
    run.child.kill('SIGTERM');
    const [code] = await run.exited;
    expect(code).toBe(0);
    expect(run.output.stdout.match(/"msg":"stopped"/g)).toHaveLength(2);
  }, 60_000);

  it('stops with exit code 2 when its workers cannot start, instead of forking them forever', async () => {
    const taken = http.createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as { port: number };
    try {
      const run = runMain({
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: await stoppedUpstreamUrl(),
        GATEWAY_WORKERS: '2',
      });
      const [code] = await run.exited;
      expect(code).toBe(2);
      expect(run.output.stdout).toContain('a gateway worker could not start; stopping');
    } finally {
      taken.close();
    }
  }, 60_000);
});
