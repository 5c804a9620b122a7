// `pnpm bench:load` (issue 16 §9): a bounded mixed load on the product as `npm start` runs it
// (production mode): pages and api calls together, 50 connections, 2 minutes by default
// (`--minutes 0.5` for a quick look). Prints requests per second, p50/p95/p99, errors and each
// process's resident memory before and after. A benchmark: it prints, it never fails a build, and
// it is not part of `npm test`. It builds nothing: run `pnpm build:sites` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, waitFor } from './lib/servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const minutes = Number(values.minutes);
const connections = Number(values.connections);
if (!(minutes > 0 && minutes <= 60) || !(connections > 0 && connections <= 1000)) {
  console.error('bench:load: --minutes must be in (0, 60] and --connections in (0, 1000]');
  process.exit(2);
}

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'allas-bench-load-'));
function stopAll() {
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** A server as one Node process (no tsx wrapper), so its pid is the one whose memory is read. */
function start(name, dir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, dir),
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code) console.error(`bench:load: ${name} exited with ${code}\n${errors}`);
  });
  children.push(child);
  return child;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  for (const site of ['hu', 'ro']) {
    if (!existsSync(join(root, 'sites', site, 'build', 'server', 'index.js'))) {
      console.error(`bench:load: no ${site} site build; run \`pnpm build:sites\` first.`);
      process.exit(1);
    }
  }
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const api = start('api', 'server/api', {
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_JOBS: '1500',
  });
  await waitFor(`${apiUrl}/healthz`, 300_000, 'api');
  const gateway = start('gateway', 'server/gateway', {
    PORT: String(gatewayPort),
    API_URL: apiUrl,
  });
  await waitFor(`${gatewayUrl}/healthz`, 120_000, 'gateway');

  const jobs = await (await fetch(`${gatewayUrl}/api/jobs?perPage=3`)).json();
  const job = jobs.items[0];
  const requests = [
    { path: '/' },
    { path: '/jobs' },
    { path: '/jobs?q=fejleszt%C5%91&page=2' },
    { path: `/job/${job.companySlug}/${job.slug}` },
    { path: `/company/${job.companySlug}` },
    { path: '/api/jobs?q=java' },
    { path: '/api/dj-documents' },
    { path: '/api/companies' },
  ].map((request) => ({
    method: 'GET',
    headers: { accept: 'text/html,application/json' },
    ...request,
  }));

  // A short warm-up (JIT, caches), then the measured run.
  await new Promise((resolve, reject) =>
    autocannon({ url: gatewayUrl, connections: 4, duration: 5, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  const before = { api: rssMiB(api.pid), gateway: rssMiB(gateway.pid) };
  const latencies = [];
  console.log(
    `bench:load: ${connections} connections for ${minutes} min over ${requests.length} paths (pages and api calls) …`,
  );
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: gatewayUrl,
        connections,
        duration: Math.round(minutes * 60),
        timeout: 20,
        requests,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  const after = { api: rssMiB(api.pid), gateway: rssMiB(gateway.pid) };
  latencies.sort((a, b) => a - b);
  const statusCounts = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  const rows = [
    ['requests', String(result.requests.total)],
    ['req/s (average)', result.requests.average.toFixed(1)],
    [
      'p50 / p95 / p99',
      `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} ms`,
    ],
    ['max', `${latencies.at(-1)?.toFixed(0) ?? 0} ms`],
    ['statuses', statusCounts],
    ['errors / timeouts / non-2xx', `${result.errors} / ${result.timeouts} / ${result.non2xx}`],
    ['api RSS before → after', `${before.api.toFixed(0)} → ${after.api.toFixed(0)} MiB`],
    [
      'gateway RSS before → after',
      `${before.gateway.toFixed(0)} → ${after.gateway.toFixed(0)} MiB`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  process.exit(0);
}

await main();
