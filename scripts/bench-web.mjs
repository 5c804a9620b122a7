// `pnpm bench:web` (issue 5 §6, issue 15 §7): what the served sites cost a visitor and how fast the
// gateway renders them, in one run. A benchmark, not a test: it prints figures and whether each
// target is met, never fails a build and is not part of `npm test`. It builds nothing: run
// `pnpm build:sites` first.
//
// The api and the gateway run as `npm start` runs them (NODE_ENV=production, the demo data, the
// gateway's defaults: a worker per core, bounded renders answering 503 under overload), with a
// throw-away DATA_DIR and the api's rate limits off (every request comes from one address); a bare
// Node hello-world server beside them is the machine's ceiling for an HTTP answer. Four pages per
// site: home, the job list, a job ad and a company page (the ad and the company looked up from the api).
//
// 1. Bytes per route on both sites (HU, and RO through its `ro.localhost` host): HTML, the JS and CSS
//    its HTML asks for, gzipped, and the web fonts a browser fetches for it, as sent
//    (lib/page-bytes.mjs); targets JS ≤ 130 KiB, fonts ≤ 60 KiB, CSS ≤ 30 KiB. A route that answers
//    404 prints "not built", any other failure its status.
// 2. Throughput (HU): autocannon at 10 and 50 connections on each page and on hello world, with the
//    anonymous page cache off (PAGE_CACHE_TTL_MS=0) and, where the gateway has one, on; targets:
//    ≥ 0.01 × hello world uncached, ≥ 0.1 × cached, p99 ≤ 250 ms cached at 50 connections, no
//    timeouts. The cache counts as built when a second request of a page answers `X-Cache: HIT`
//    (BENCH_PAGE_CACHE=1 measures it regardless); otherwise its columns say "not built".
// 3. Proxy cost: one light api call directly and through the gateway's /api proxy; target ≥ 0.7 ×.
// 4. BENCH_LIGHTHOUSE=1: Lighthouse (mobile, 3 runs, medians) on the four HU pages with Debian's
//    chromium; targets performance ≥ 95, LCP ≤ 1.5 s.
// BENCH_DURATION_S sets each measured run (20 s); BENCH_WEIGHTS_ONLY=1 skips the load runs;
// BENCH_FILES=1 lists every file of each route; BENCH_PAGE_CACHE_TTL_MS sets the cached runs' TTL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, stopChild } from './lib/children.mjs';
import { lighthouse } from './lib/lighthouse-run.mjs';
import { loadRun } from './lib/load-run.mjs';
import { get, KiB, pageBytes } from './lib/page-bytes.mjs';
import { freePort, waitFor } from './lib/servers.mjs';
import { kib, met, ms, printTable } from './lib/table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WHO = 'bench:web';
const TARGET_JS = 130 * KiB;
const TARGET_FONTS = 60 * KiB;
const TARGET_CSS = 30 * KiB;
const TARGET_RATIO_UNCACHED = 0.01;
const TARGET_RATIO_CACHED = 0.1;
const TARGET_P99_CACHED_MS = 250;
const TARGET_PROXY_RATIO = 0.7;
const TARGET_COMPRESSION_RATIO = 0.9;
const TARGET_PERFORMANCE = 95;
const TARGET_LCP_MS = 1500;
const CONNECTIONS = [10, 50];
const LIGHTHOUSE_RUNS = 3;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const CACHE_TTL_MS = process.env.BENCH_PAGE_CACHE_TTL_MS ?? '10000';
/**
 * A light public api read that every page's footer makes (the legal documents), so the comparison
 * shows what the proxy adds rather than how long a database query takes.
 */
const API_PATH = '/dj-documents';

let dataDir;
process.on('exit', () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** 404: the route is not registered yet; anything else is a failure worth seeing as such. */
const statusText = (status) =>
  status === 404 ? 'not built' : typeof status === 'number' ? `HTTP ${status}` : status;
const ratio = (value) => value.toPrecision(2);
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

function checkBuilds() {
  // SITE_BUILD_HU / SITE_BUILD_RO (the gateway's own settings) may point elsewhere.
  for (const site of ['HU', 'RO']) {
    const build =
      process.env[`SITE_BUILD_${site}`] ??
      join(root, 'sites', site.toLowerCase(), 'build', 'server', 'index.js');
    if (!existsSync(build)) {
      console.error(`${WHO}: no ${site} site build at ${build}; run \`pnpm build:sites\` first.`);
      process.exit(1);
    }
  }
}

async function startGateway(port, apiUrl, pageCacheTtlMs) {
  const gateway = startChild(WHO, 'gateway', 'pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server', 'gateway'),
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL_HU: `http://localhost:${port}`,
      PUBLIC_BASE_URL_RO: `http://ro.localhost:${port}`,
      PAGE_CACHE_TTL_MS: pageCacheTtlMs,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000, WHO);
  return gateway;
}

/** The four pages of each site; the ad and the company are real ones of the site's region. */
async function pagesOf(apiUrl, sites) {
  const pages = [];
  for (const { site, region, host } of sites) {
    const jobs = await (await fetch(`${apiUrl}/jobs?region=${region}`)).json();
    const companies = await (await fetch(`${apiUrl}/companies?region=${region}`)).json();
    const job = jobs.items?.[0];
    const company = companies.items?.[0];
    pages.push(
      { site, host, name: 'home', path: '/' },
      { site, host, name: 'job list', path: '/jobs' },
      { site, host, name: 'job ad', path: job ? `/job/${job.companySlug}/${job.slug}` : null },
      { site, host, name: 'company page', path: company ? `/company/${company.slug}` : null },
    );
  }
  return pages;
}

/** The gateway's last messages without stack frames, to explain a 5xx. */
function explainFailure(gateway, path, status) {
  console.log(`${WHO}: ${path} answered ${status}; the gateway's last messages:`);
  console.log(
    gateway
      .outputTail()
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
      .slice(-3)
      .join('\n')
      .slice(0, 1200),
  );
}

async function measureBytes(pages, gatewayOrigin, gateway) {
  const measured = [];
  for (const page of pages) {
    if (process.env.BENCH_FILES) console.log(`${page.site} ${page.name}:`);
    const bytes =
      page.path === null
        ? { status: 'none in the api' }
        : await pageBytes(`${gatewayOrigin}${page.path}`, page.host);
    if (typeof bytes.status === 'number' && bytes.status >= 500)
      explainFailure(gateway, page.path, bytes.status);
    measured.push({ ...page, ...bytes });
  }
  printTable(
    `Bytes per route, gzipped (fonts as sent). Targets: JS ≤ ${kib(TARGET_JS)}, fonts ≤ ${kib(TARGET_FONTS)}, CSS ≤ ${kib(TARGET_CSS)}`,
    [
      'site',
      'page',
      'path',
      'HTML',
      'JS',
      'JS met',
      'CSS (sheets)',
      'CSS met',
      'fonts (files)',
      'fonts met',
    ],
    measured.map((m) =>
      m.status === 200
        ? [
            m.site,
            m.name,
            m.path,
            kib(m.html),
            kib(m.js),
            met(m.js <= TARGET_JS),
            `${kib(m.css)} (${m.stylesheets})`,
            met(m.css <= TARGET_CSS),
            `${kib(m.fonts)} (${m.fontFiles})`,
            met(m.fonts <= TARGET_FONTS),
          ]
        : [m.site, m.name, m.path ?? '-', statusText(m.status), '-', '-', '-', '-', '-', '-'],
    ),
    "JS: modulepreloads, module scripts and the inline entry's imports. Fonts: one file per @font-face the page's\nstylesheets make a browser fetch for the characters it shows (every declared weight counted), plus preloads.",
  );
  return measured;
}

/** Whether the gateway's page cache answers a repeated request: its X-Cache header, if any. */
async function xCacheOf(url, host) {
  await get(url, host);
  return (await get(url, host)).headers['x-cache'] ?? null;
}

/**
 * Load runs of every page at each connection count. `cached`: the pages run against a gateway with
 * its page cache on, so each row also names what X-Cache said on a repeated request.
 */
async function measurePages(pages, gatewayOrigin, cached) {
  const rows = [];
  for (const page of pages) {
    const url = `${gatewayOrigin}${page.path}`;
    const xCache = cached ? await xCacheOf(url, page.host) : null;
    for (const connections of CONNECTIONS) {
      const result = await loadRun({ url, host: page.host, connections, durationS: DURATION_S });
      rows.push({ name: page.name, connections, xCache, result });
    }
  }
  return rows;
}

const throughputHeader = [
  'page',
  'conns',
  'pages/s',
  'p50',
  'p99',
  '503',
  'other non-2xx',
  'errors',
  'timeouts',
  '× hello',
];
const figures = ({ result }) => [
  result.pagesPerSecond.toFixed(1),
  ms(result.p50),
  ms(result.p99),
  result.unavailable,
  result.otherNon2xx,
  result.errors,
  result.timeouts,
];

/** A row's measured cells, ending with its ratio to hello world at the same number of connections. */
function pageCells(row, hello) {
  const helloRow = hello.find((candidate) => candidate.connections === row.connections);
  const times = row.result.pagesPerSecond / helloRow.result.pagesPerSecond;
  return { times, cells: [row.name, row.connections, ...figures(row), ratio(times)] };
}
const noTimeouts = (row) => met(row.result.timeouts === 0);

function printUncached(hello, rows) {
  printTable(
    `Throughput, HU, page cache off (PAGE_CACHE_TTL_MS=0): ${DURATION_S} s per run after a 2 s warm-up.\nTargets: ≥ ${TARGET_RATIO_UNCACHED} × hello world, no timeouts`,
    [...throughputHeader, `≥ ${TARGET_RATIO_UNCACHED} ×`, 'no timeouts'],
    [
      ...hello.map((row) => [
        ...pageCells({ ...row, name: 'hello world (bare Node)' }, hello).cells,
        '-',
        noTimeouts(row),
      ]),
      ...rows.map((row) => {
        const { times, cells } = pageCells(row, hello);
        return [...cells, met(times >= TARGET_RATIO_UNCACHED), noTimeouts(row)];
      }),
    ],
    "pages/s: 2xx answers per second; p50/p99 of the 2xx answers; 503: the gateway's overload answer; errors\nleave timeouts (no answer within 10 s) out.",
  );
}

function printCached(hello, pages, rows, cache) {
  const title = `Throughput, HU, page cache on (PAGE_CACHE_TTL_MS=${CACHE_TTL_MS}): ${DURATION_S} s per run after a 2 s warm-up.\nTargets: ≥ ${TARGET_RATIO_CACHED} × hello world, p99 ≤ ${TARGET_P99_CACHED_MS} ms at 50 connections, no timeouts`;
  const header = [
    ...throughputHeader,
    'X-Cache',
    `≥ ${TARGET_RATIO_CACHED} ×`,
    `p99 ≤ ${TARGET_P99_CACHED_MS} ms`,
    'no timeouts',
  ];
  const table = cache.built
    ? rows.map((row) => {
        const { times, cells } = pageCells(row, hello);
        const p99 = row.result.p99;
        return [
          ...cells,
          row.xCache ?? 'none',
          met(times >= TARGET_RATIO_CACHED),
          row.connections === 50 ? met(p99 !== null && p99 <= TARGET_P99_CACHED_MS) : '-',
          noTimeouts(row),
        ];
      })
    : pages.flatMap((page) =>
        CONNECTIONS.map((connections) => [
          page.name,
          connections,
          'not built',
          ...Array(header.length - 3).fill('-'),
        ]),
      );
  printTable(title, header, table, cache.note);
}

async function measureProxy(apiUrl, gatewayOrigin) {
  const run = (url) => loadRun({ url, connections: 50, durationS: DURATION_S });
  const direct = await run(`${apiUrl}${API_PATH}`);
  const proxied = await run(`${gatewayOrigin}/api${API_PATH}`);
  const times = proxied.pagesPerSecond / direct.pagesPerSecond;
  printTable(
    `Proxy cost: ${API_PATH} at 50 connections. Target: via the gateway ≥ ${TARGET_PROXY_RATIO} × direct`,
    ['call', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'timeouts'],
    [
      ['api direct', direct],
      ['api via the gateway', proxied],
    ].map(([name, result]) => [
      name,
      result.pagesPerSecond.toFixed(0),
      ms(result.p50),
      ms(result.p99),
      result.unavailable + result.otherNon2xx,
      result.errors,
      result.timeouts,
    ]),
    Number.isFinite(times)
      ? `via the gateway ÷ direct: ${times.toPrecision(3)}: ${met(times >= TARGET_PROXY_RATIO)}`
      : 'via the gateway ÷ direct: no direct answer in the run: NO',
  );
}

async function measureLighthouse(pages, port, cache) {
  console.log(
    `\n${WHO}: Lighthouse, ${LIGHTHOUSE_RUNS} runs on each of ${pages.length} pages (about half a minute a run)…`,
  );
  const rows = [];
  const warnings = new Set();
  for (const page of pages) {
    let report;
    try {
      report = await lighthouse(root, `http://localhost:${port}${page.path}`, LIGHTHOUSE_RUNS);
    } catch (error) {
      // One page's failure is reported in its row; the other pages are still measured.
      rows.push([page.name, `failed: ${error.message.slice(0, 160)}`, ...Array(10).fill('-')]);
      continue;
    }
    for (const warning of report.warnings) warnings.add(warning);
    for (const failure of report.retried) warnings.add(`${page.name}, run retried: ${failure}`);
    rows.push([
      page.name,
      report.scores.performance,
      report.scores.accessibility,
      report.scores['best-practices'],
      report.scores.seo,
      ms(report.lcp),
      ms(report.fcp),
      ms(report.tbt),
      report.cls.toFixed(3),
      `${kib(report.fontBytes)} (${report.fontRequests})`,
      met(report.scores.performance >= TARGET_PERFORMANCE),
      met(report.lcp <= TARGET_LCP_MS),
    ]);
  }
  printTable(
    `Lighthouse ${LIGHTHOUSE_RUNS}× per page, mobile preset, Debian chromium, HU, page cache ${cache.built ? 'on' : 'off (not built)'}: medians.\nTargets: performance ≥ ${TARGET_PERFORMANCE}, LCP ≤ ${TARGET_LCP_MS / 1000} s (accessibility, best practices, SEO stay 100)`,
    [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'fonts fetched',
      `perf ≥ ${TARGET_PERFORMANCE}`,
      `LCP ≤ ${TARGET_LCP_MS / 1000} s`,
    ],
    rows,
    warnings.size > 0 ? `Lighthouse's warnings:\n- ${[...warnings].join('\n- ')}` : undefined,
  );
}

/** Whether the gateway started with a page cache TTL caches pages (see the header comment). */
async function detectPageCache(gatewayOrigin, host) {
  const xCache = await xCacheOf(`${gatewayOrigin}/`, host);
  const hit = /\bhit\b/i.test(xCache ?? '');
  if (hit) return { built: true, note: `X-Cache on a repeated request of /: ${xCache}.` };
  const seen = xCache ? `X-Cache: ${xCache}` : 'no X-Cache header';
  if (process.env.BENCH_PAGE_CACHE)
    return {
      built: true,
      note: `Measured because BENCH_PAGE_CACHE=1, though a repeated request of / answered with ${seen}.`,
    };
  return {
    built: false,
    note: `Not built: with PAGE_CACHE_TTL_MS=${CACHE_TTL_MS} a repeated request of / answered with ${seen};\nBENCH_PAGE_CACHE=1 measures the cached runs regardless.`,
  };
}

/**
 * What compressing pages costs: the job list (page cache off) at 10 connections asked for as it is,
 * gzipped and in Brotli, pages per second against the uncompressed run (target: compression costs
 * under 10 %, issue 15 §2) and the bytes of an answer as sent.
 */
async function measureCompression(pages, gatewayOrigin) {
  const page = pages.find((candidate) => candidate.name === 'job list') ?? pages[0];
  if (page === undefined) return;
  const url = `${gatewayOrigin}${page.path}`;
  const runs = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    const result = await loadRun({
      url,
      host: page.host,
      connections: 10,
      durationS: DURATION_S,
      headers: { 'accept-encoding': encoding },
    });
    runs.push({ encoding, result });
  }
  const identity = runs[0].result.pagesPerSecond;
  printTable(
    `Compression cost: ${page.name} (${page.path}), page cache off, 10 connections, ${DURATION_S} s per run.
Target: compressed ≥ ${TARGET_COMPRESSION_RATIO} × the uncompressed pages/s`,
    [
      'Accept-Encoding',
      'pages/s',
      'p50',
      'p99',
      'bytes per page',
      '× identity',
      `≥ ${TARGET_COMPRESSION_RATIO} ×`,
    ],
    runs.map(({ encoding, result }) => {
      // No uncompressed page in the run (an overloaded machine): no ratio to print.
      const times = identity > 0 ? result.pagesPerSecond / identity : null;
      return [
        encoding,
        result.pagesPerSecond.toFixed(1),
        ms(result.p50),
        ms(result.p99),
        kib(result.bytesPerAnswer),
        times === null ? '-' : times.toPrecision(3),
        encoding === 'identity' || times === null ? '-' : met(times >= TARGET_COMPRESSION_RATIO),
      ];
    }),
  );
}

async function main() {
  checkBuilds();
  const loadRuns = !process.env.BENCH_WEIGHTS_ONLY;
  const lighthouseRuns = Boolean(process.env.BENCH_LIGHTHOUSE);
  const cores = availableParallelism();
  console.log(
    `${WHO}: ${new Date().toISOString()}, Node ${process.version}, ${cores} cores, load average ${loadAverage()} (1 / 5 / 15 min).`,
  );
  console.log(
    `${WHO}: the figures are this machine's at this moment: on a shared or busy machine (load average above\n` +
      `${' '.repeat(WHO.length + 2)}the core count) they are low. Compare rows of one run with each other (ratios to hello world), not runs.`,
  );
  console.log(
    `${WHO}: gateway as \`npm start\` runs it: NODE_ENV=production, GATEWAY_WORKERS=${process.env.GATEWAY_WORKERS ?? 'auto'}, RENDER_CONCURRENCY=${process.env.RENDER_CONCURRENCY ?? 'default'}, RENDER_QUEUE_WAIT_MS=${process.env.RENDER_QUEUE_WAIT_MS ?? 'default'}.`,
  );

  const [apiPort, gatewayPort, helloPort] = [await freePort(), await freePort(), await freePort()];
  dataDir = mkdtempSync(join(tmpdir(), 'allas-bench-web-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
  const hello = `http://127.0.0.1:${helloPort}/`;

  console.log(`${WHO}: starting the api (demo data), the gateway and a hello-world server…`);
  startChild(WHO, 'api', 'pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server', 'api'),
    env: {
      NODE_ENV: 'production',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: '0',
    },
  });
  startChild(
    WHO,
    'hello',
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('hello world')).listen(${helloPort}, '127.0.0.1')`,
    ],
    { env: {} },
  );
  await waitFor(`${apiUrl}/healthz`, 300_000, WHO);
  let gateway = await startGateway(gatewayPort, apiUrl, '0');
  await waitFor(hello, 10_000, WHO);

  const sites = [
    { site: 'hu', region: 'hu', host: `localhost:${gatewayPort}` },
    { site: 'ro', region: 'ro', host: `ro.localhost:${gatewayPort}` },
  ];
  const measured = await measureBytes(await pagesOf(apiUrl, sites), gatewayOrigin, gateway);
  // Throughput and Lighthouse on the HU pages that answered.
  const pages = measured.filter((page) => page.site === 'hu' && page.status === 200);

  const helloRows = [];
  if (loadRuns) {
    console.log(
      `\n${WHO}: load runs of ${DURATION_S} s at ${CONNECTIONS.join(' and ')} connections (${(CONNECTIONS.length * (pages.length * 2 + 1) + 2) * (DURATION_S + 2)} s or so)…`,
    );
    if (process.env.BENCH_COMPRESSION_ONLY) {
      await measureCompression(pages, gatewayOrigin);
      return;
    }
    for (const connections of CONNECTIONS) {
      const result = await loadRun({ url: hello, connections, durationS: DURATION_S });
      helloRows.push({ connections, result });
    }
    printUncached(helloRows, await measurePages(pages, gatewayOrigin, false));
    await measureCompression(pages, gatewayOrigin);
    await measureProxy(apiUrl, gatewayOrigin);
  }
  if (!loadRuns && !lighthouseRuns) return;

  await stopChild(gateway);
  gateway = await startGateway(gatewayPort, apiUrl, CACHE_TTL_MS);
  const cache = await detectPageCache(gatewayOrigin, sites[0].host);
  if (loadRuns) {
    const rows = cache.built ? await measurePages(pages, gatewayOrigin, true) : [];
    printCached(helloRows, pages, rows, cache);
  }
  if (lighthouseRuns) await measureLighthouse(pages, gatewayPort, cache);
  console.log(`\n${WHO}: done; load average now ${loadAverage()}.`);
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
