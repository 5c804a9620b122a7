// `pnpm bench:web` (issue 5 §6): what the served HU site costs a visitor and how fast it renders.
// A benchmark, not a test: it prints figures and whether each target is met, never fails a build
// and is not part of `npm test`. It builds nothing: run `pnpm build:sites` first.
//
// - Weight per route (home, job list, job detail) on both sites (HU, and RO through its `ro.localhost`
//   host): the page's HTML names its JS (modulepreload links, module scripts and the inline entry's
//   imports) and CSS (stylesheet links); each asset is fetched from the gateway and gzipped; the sums
//   are compared with ≤ 150 KiB JS and ≤ 30 KiB CSS. A route
//   that answers 404 (its screen is not built yet) prints "not built"; any other failure its status.
// - SSR throughput (HU): autocannon, 50 connections for 10 s, on home and the job list, beside a bare
//   Node hello-world server measured in the same run (the machine's ceiling for an HTTP answer).
// - Proxy cost: one api call directly and through the gateway's /api/* proxy; target proxied ≥ 0.7 ×
//   direct requests per second.
// BENCH_FILES=1 lists every JS file of each route with its gzipped size (which chunks a route
// pulls in); BENCH_WEIGHTS_ONLY=1 stops after the weights (no load runs), for quick comparisons.
// The api runs with a small seed in a throw-away DATA_DIR; api, gateway and the hello-world server
// listen on free ports and are stopped at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, waitFor } from './lib/servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KiB = 1024;
const TARGET_JS = 150 * KiB;
const TARGET_CSS = 30 * KiB;
const TARGET_PROXY_RATIO = 0.7;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/**
 * A light public api read that every page's footer makes (the legal documents), so the comparison
 * shows what the proxy adds rather than how long a database query takes.
 */
const API_PATH = '/dj-documents';

const children = [];
let dataDir;

function stopAll() {
  for (const child of children) {
    // Each child leads its own process group (detached), so pnpm/tsx wrappers go with it.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}

function start(name, command, args, options) {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  // The last lines the process wrote (JSON logs go to stdout), for a failure's explanation.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (code !== null && code !== 0)
      console.error(`bench:web: ${name} exited with ${code}\n${output}`);
  });
  children.push(child);
  return { child, outputTail: () => output };
}

/** The JS and CSS a page's HTML asks for, as absolute URLs (same origin only). */
function assetsOf(html, origin) {
  const js = new Set();
  const css = new Set();
  const add = (set, href) => {
    const url = new URL(href.replaceAll('&amp;', '&'), origin);
    if (url.origin === origin) set.add(url.href);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) add(js, href);
    else if (/\brel="stylesheet"/.test(tag)) add(css, href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    add(js, /\bsrc="([^"]+)"/.exec(tag)[1]);
  }
  // React Router's inline entry: import "…"; / import("…").
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, href] of body.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) add(js, href);
  }
  return { js: [...js], css: [...css] };
}

/**
 * A GET with the site's host name in the Host header (fetch cannot set it, and `ro.localhost` does
 * not resolve everywhere), sent to the gateway on the loopback.
 */
function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function gzippedSize(urls, host) {
  let total = 0;
  for (const url of urls) {
    const response = await get(url, host);
    if (response.status !== 200) throw new Error(`bench:web: ${url} answered ${response.status}`);
    const size = gzipSync(response.body).length;
    if (process.env.BENCH_FILES)
      console.log(`  ${(size / KiB).toFixed(2).padStart(6)} KiB  ${url}`);
    total += size;
  }
  return total;
}

async function pageWeight(url, host) {
  const response = await get(url, host);
  if (response.status !== 200) return { status: response.status };
  const { js, css } = assetsOf(response.body.toString('utf8'), new URL(url).origin);
  return {
    status: 200,
    js: await gzippedSize(js, host),
    css: await gzippedSize(css, host),
    files: js.length + css.length,
  };
}

function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers: { accept: 'text/html,application/json' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** A 2-second warm-up (JIT, connection pools, caches), then the measured run. */
async function load(url) {
  await cannon(url, 2);
  return cannon(url, DURATION_S);
}

/** 404: the route is not registered yet; anything else is a failure worth seeing as such. */
const statusText = (status) =>
  status === 404 ? 'not built' : typeof status === 'number' ? `HTTP ${status}` : status;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const met = (ok) => (ok ? 'yes' : 'NO');

function printTable(title, header, rows) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  // SITE_BUILD_HU / SITE_BUILD_RO (the gateway's own settings) may point elsewhere.
  for (const site of ['HU', 'RO']) {
    const build =
      process.env[`SITE_BUILD_${site}`] ??
      join(root, 'sites', site.toLowerCase(), 'build', 'server', 'index.js');
    if (!existsSync(build)) {
      console.error(
        `bench:web: no ${site} site build at ${build}; run \`pnpm build:sites\` first.`,
      );
      process.exit(1);
    }
  }
  const [apiPort, gatewayPort, helloPort] = [await freePort(), await freePort(), await freePort()];
  dataDir = mkdtempSync(join(tmpdir(), 'allas-bench-web-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gateway = `http://localhost:${gatewayPort}`;
  const hello = `http://127.0.0.1:${helloPort}/`;

  console.log('bench:web: starting the api (40-job seed), the gateway and a hello-world server…');
  start('api', 'pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server', 'api'),
    env: {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_JOBS: '40',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: '0',
    },
  });
  const gatewayProcess = start('gateway', 'pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server', 'gateway'),
    env: {
      PORT: String(gatewayPort),
      API_URL: apiUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // SSR figures are renders: the signed-out page cache (on in production) would answer these
      // cookieless requests from memory. PAGE_CACHE_TTL_MS=10000 pnpm bench:web measures it.
      PAGE_CACHE_TTL_MS: process.env.PAGE_CACHE_TTL_MS ?? '0',
      PUBLIC_BASE_URL_HU: gateway,
      PUBLIC_BASE_URL_RO: `http://ro.localhost:${gatewayPort}`,
    },
  });
  start(
    'hello',
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('hello world')).listen(${helloPort}, '127.0.0.1')`,
    ],
    { env: {} },
  );
  await waitFor(`${apiUrl}/healthz`, 240_000, 'bench:web');
  await waitFor(`${gateway}/healthz`, 120_000, 'bench:web');
  await waitFor(hello, 10_000, 'bench:web');

  const sites = [
    { site: 'hu', region: 'hu', host: `localhost:${gatewayPort}` },
    { site: 'ro', region: 'ro', host: `ro.localhost:${gatewayPort}` },
  ];
  const routes = [];
  for (const { site, region, host } of sites) {
    // A real job of the site's region for the detail page, looked up rather than guessed.
    const list = await (await fetch(`${apiUrl}/jobs?region=${region}`)).json();
    const job = list.items?.[0];
    routes.push(
      { site, host, name: 'home', path: '/' },
      { site, host, name: 'job list', path: '/jobs' },
      { site, host, name: 'job detail', path: job ? `/job/${job.companySlug}/${job.slug}` : null },
    );
  }

  const weights = [];
  for (const route of routes) {
    if (process.env.BENCH_FILES) console.log(`${route.site} ${route.name}:`);
    const weight =
      route.path === null
        ? { status: 'no job' }
        : await pageWeight(`${gateway}${route.path}`, route.host);
    weights.push({ ...route, ...weight });
    if (typeof weight.status === 'number' && weight.status >= 500) {
      console.log(
        `bench:web: ${route.path} answered ${weight.status}; the gateway's last messages (stack frames left out):`,
      );
      console.log(
        gatewayProcess
          .outputTail()
          .split('\n')
          .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
          .slice(-3)
          .join('\n')
          .slice(0, 1200),
      );
    }
  }
  printTable(
    `Gzipped assets per route (targets: JS ≤ ${kib(TARGET_JS)}, CSS ≤ ${kib(TARGET_CSS)})`,
    ['site', 'route', 'path', 'JS', 'JS met', 'CSS', 'CSS met', 'files'],
    weights.map((w) =>
      w.status === 200
        ? [
            w.site,
            w.name,
            w.path,
            kib(w.js),
            met(w.js <= TARGET_JS),
            kib(w.css),
            met(w.css <= TARGET_CSS),
            w.files,
          ]
        : [w.site, w.name, w.path ?? '-', statusText(w.status), '-', '-', '-', '-'],
    ),
  );

  if (process.env.BENCH_WEIGHTS_ONLY) return;
  console.log(`\nbench:web: load runs of ${DURATION_S} s with ${CONNECTIONS} connections each…`);
  const throughput = [['hello world (bare Node)', hello, await load(hello)]];
  for (const w of weights.slice(0, 2)) {
    throughput.push([
      `SSR ${w.name}`,
      `${gateway}${w.path}`,
      w.status === 200 ? await load(`${gateway}${w.path}`) : statusText(w.status),
    ]);
  }
  const direct = await load(`${apiUrl}${API_PATH}`);
  const proxied = await load(`${gateway}/api${API_PATH}`);
  const helloRps = throughput[0][2].requests.average;
  const row = (name, url, result) =>
    typeof result === 'string'
      ? [name, url, result, '-', '-', '-']
      : [
          name,
          url,
          result.requests.average.toFixed(0),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          `${result.non2xx} / ${result.timeouts}`,
        ];
  printTable(
    'Requests per second (autocannon average)',
    ['server', 'url', 'req/s', 'p50', 'p99', 'non-2xx / timeouts'],
    [
      ...throughput.map(([name, url, result]) => row(name, url, result)),
      row('api direct', `${apiUrl}${API_PATH}`, direct),
      row('api via gateway', `${gateway}/api${API_PATH}`, proxied),
    ],
  );
  const ratio = proxied.requests.average / direct.requests.average;
  const ssr = throughput.slice(1).filter(([, , result]) => typeof result !== 'string');
  console.log(
    `\nSSR vs hello world: ${
      ssr
        .map(
          ([name, , result]) =>
            `${name} ${((result.requests.average / helloRps) * 100).toFixed(1)} %`,
        )
        .join(', ') || 'no SSR route built'
    }`,
  );
  console.log(
    `Proxied / direct api: ${ratio.toFixed(2)} (target ≥ ${TARGET_PROXY_RATIO}): met ${met(ratio >= TARGET_PROXY_RATIO)}`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
