// `pnpm compare:styles`: did a build change (chunking, CSS order, a dependency bump) change what the
// sites look like? A developer's check, not a test: it needs two builds of the same pages. Every
// element's box and computed style on a set of public pages, at 375 and 1280 px, in Debian's
// chromium, compared between two saved site builds.
//
//   pnpm build:sites && pnpm compare:styles --save before
//   … change …
//   pnpm build:sites && pnpm compare:styles --save after
//   pnpm compare:styles before after
//
// Saved builds go to sites/<site>/build-compare/<name> (ignored by git): inside the workspace, so the
// server build finds React and react-router as it does from sites/<site>/build.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freePort, waitFor } from './lib/servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sites = ['hu', 'ro', 'blue'];
const widths = [375, 1280];
const savedBuild = (site, name) => join(root, 'sites', site, 'build-compare', name);

const args = process.argv.slice(2);
if (args[0] === '--save' && args[1]) {
  for (const site of sites) {
    const target = savedBuild(site, args[1]);
    rmSync(target, { recursive: true, force: true });
    cpSync(join(root, 'sites', site, 'build'), target, { recursive: true });
  }
  console.log(`compare:styles: saved the current site builds as "${args[1]}"`);
  process.exit(0);
}
if (args.length !== 2) {
  console.error('usage: pnpm compare:styles --save <name> | pnpm compare:styles <before> <after>');
  process.exit(2);
}
for (const name of args) {
  if (!existsSync(savedBuild('hu', name))) {
    console.error(`compare:styles: no saved build "${name}"; save one with --save ${name}`);
    process.exit(2);
  }
}

const children = [];
let dataDir;
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function start(folder, env) {
  const child = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server', folder),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: 'ignore',
  });
  children.push(child);
}

// One api (a small fixed seed) behind two gateways, one per saved build.
dataDir = mkdtempSync(join(tmpdir(), 'allas-compare-styles-'));
const apiPort = await freePort();
const api = `http://127.0.0.1:${apiPort}`;
start('api', { API_PORT: String(apiPort), DATA_DIR: dataDir, SEED_JOBS: '40', RATE_LIMITS: '0' });
const gateways = [];
for (const name of args) {
  const port = await freePort();
  start('gateway', {
    PORT: String(port),
    API_URL: api,
    NODE_ENV: 'production',
    SITE_BUILD_HU: join(savedBuild('hu', name), 'server', 'index.js'),
    SITE_BUILD_RO: join(savedBuild('ro', name), 'server', 'index.js'),
    SITE_BUILD_BLUE: join(savedBuild('blue', name), 'server', 'index.js'),
    PUBLIC_BASE_URL_HU: `http://localhost:${port}`,
    PUBLIC_BASE_URL_RO: `http://ro.localhost:${port}`,
  });
  gateways.push(`http://localhost:${port}`);
}
await waitFor(`${api}/healthz`, 240_000, 'compare:styles');
for (const gateway of gateways) await waitFor(`${gateway}/healthz`, 120_000, 'compare:styles');

const job = (await (await fetch(`${api}/jobs?region=hu`)).json()).items?.[0];
const company = (await (await fetch(`${api}/companies?region=hu`)).json()).items?.[0];
const paths = [
  '/',
  '/jobs',
  '/jobs?page=2',
  job && `/job/${job.companySlug}/${job.slug}`,
  '/junior-jobs',
  '/companies',
  company && `/company/${company.slug}`,
  '/blog',
  '/berkalkulator',
  '/fizetesek',
  '/employer-branding',
  '/workshop',
  '/contact-us',
  '/premium-toborzas',
  '/candidate-shortlist',
  '/login',
  '/registration',
  '/forgot-password',
  '/newsletter',
  '/jobnotification',
  '/maintenance',
  '/social-registration?provider=linkedin',
  '/en/jobs',
  '/no-such-page',
].filter(Boolean);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
});

/** Each element of the body: tag, classes, rounded box and every computed property. */
async function snapshot(url, width) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A transition caught halfway (a button's colour after hydration) is not a difference.
  await page.waitForFunction(() => document.getAnimations().length === 0, null, { timeout: 5000 });
  const elements = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const properties = [];
      for (const property of style) {
        if (!property.startsWith('--'))
          properties.push(`${property}:${style.getPropertyValue(property)}`);
      }
      return {
        element: `${element.tagName.toLowerCase()}[class="${element.getAttribute('class') ?? ''}"]`,
        box: [box.x, box.y, box.width, box.height].map(Math.round).join(','),
        properties,
      };
    }),
  );
  await page.close();
  return elements;
}

let differing = 0;
for (const path of paths) {
  for (const width of widths) {
    const [before, after] = await Promise.all(
      gateways.map((gateway) => snapshot(`${gateway}${path}`, width)),
    );
    let count = before.length === after.length ? 0 : 1;
    if (count) console.log(`  ${path} @${width}: ${before.length} vs ${after.length} elements`);
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      const [a, b] = [before[i], after[i]];
      const changed = a.properties.filter((property, j) => property !== b.properties[j]);
      if (a.element === b.element && a.box === b.box && changed.length === 0) continue;
      count++;
      if (count <= 3) {
        console.log(`  ${path} @${width}: ${a.element} box ${a.box} → ${b.element} box ${b.box}`);
        for (const property of changed.slice(0, 4)) {
          const name = property.split(':')[0];
          const now = b.properties.find((p) => p.startsWith(`${name}:`));
          console.log(`      ${property} → ${now}`);
        }
      }
    }
    console.log(`${path} @${width}: ${before.length} elements, ${count} differ`);
    differing += count;
  }
}
await browser.close();
console.log(
  `\ncompare:styles: ${paths.length} pages × ${widths.length} widths, ${differing} elements differ`,
);
// The servers are children of this process: exiting stops them (see the exit handler).
process.exit(0);
