// `pnpm test:pack`: can a partner use @allas/ui without our toolchain?
// Builds the library, packs it as npm would publish it (publishConfig applied), installs the tarball
// into a copy of fixture/ (a plain Vite + React app, no vanilla-extract) in a temporary folder,
// type-checks and builds that app, serves it on loopback and checks in Debian's chromium that a
// Button under the demo partner theme class has the partner's primary colour and that Inter loaded.
// Writes reports/ui-pack.json (Vitest's JSON shape) for the test summary. `--keep` keeps the folder.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const uiDir = join(root, 'packages', 'ui');
const reportFile = join(root, 'reports', 'ui-pack.json');
const PORT = Number(process.env.UI_PACK_PORT ?? 6107);
const keep = process.argv.includes('--keep');
const PARTNER_THEME_CLASS = 'allas-theme-partner-jobsbridge';
const PRIMARY_BG = '--allas-color-action-primary-bg';

const results = [];
const startedAt = Date.now();

/** Runs one named check; a failure is recorded, and later checks that depend on it are not run. */
async function check(title, body) {
  const started = Date.now();
  try {
    await body();
    results.push({ title, status: 'passed', duration: Date.now() - started, failureMessages: [] });
    console.log(`  ✓ ${title}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({
      title,
      status: 'failed',
      duration: Date.now() - started,
      failureMessages: [message],
    });
    console.log(`  ✗ ${title}\n    ${message.replaceAll('\n', '\n    ')}`);
    return false;
  }
}

function run(command, args, cwd) {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

/** Runs a command and, when it fails, throws its output (the reason) instead of only the code. */
function runOrExplain(command, args, cwd) {
  try {
    return run(command, args, cwd);
  } catch (error) {
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  }
}

/** `--allas-…:value` of one custom property in a stylesheet, as the browser would read it. */
function customProperty(css, name) {
  const match = new RegExp(`${name}:\\s*([^;}]+)`).exec(css);
  if (!match?.[1]) throw new Error(`${name} not found in the stylesheet`);
  return match[1].trim();
}

/** #rrggbb (or #rgb) → rgb(r, g, b), the form getComputedStyle reports. */
function hexToRgb(hex) {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function waitForServer(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const work = mkdtempSync(join(tmpdir(), 'allas-ui-pack-'));
const app = join(work, 'app');
let server;
let browser;

console.log(`ui-pack: working in ${work}`);
try {
  const built = await check('@allas/ui builds (vite library build and declarations)', () => {
    runOrExplain('pnpm', ['run', 'build'], uiDir);
  });

  let tarball;
  const packed =
    built &&
    (await check('pnpm pack publishes dist only, with the publishConfig exports', () => {
      runOrExplain('pnpm', ['pack', '--pack-destination', work], uiDir);
      const name = readdirSync(work).find((file) => file.endsWith('.tgz'));
      if (!name) throw new Error('pnpm pack wrote no .tgz');
      tarball = join(work, name);
      const files = run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean);
      const required = [
        'package/package.json',
        'package/dist/index.js',
        'package/dist/index.d.ts',
        'package/dist/ui.css',
        'package/dist/fonts.css',
        'package/dist/favicon.svg',
        'package/dist/themes/default.css',
        'package/dist/themes/partners/jobsbridge.css',
      ];
      const missing = required.filter((file) => !files.includes(file));
      if (missing.length > 0) throw new Error(`missing from the tarball: ${missing.join(', ')}`);
      const sources = files.filter((file) => file.startsWith('package/src/'));
      if (sources.length > 0)
        throw new Error(`sources in the tarball: ${sources.slice(0, 5).join(', ')}`);
      const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], work));
      const main = manifest.exports?.['.'];
      if (main?.import !== './dist/index.js' || main?.types !== './dist/index.d.ts') {
        throw new Error(`published exports["."] is ${JSON.stringify(main)}, not the dist build`);
      }
    }));

  const installed =
    packed &&
    (await check('the fixture app installs the tarball with pnpm, outside the workspace', () => {
      cpSync(join(root, 'tests', 'ui-pack', 'fixture'), app, { recursive: true });
      cpSync(tarball, join(app, 'allas-ui.tgz'));
      // Its own workspace file: the app must not be taken for a member of the allas workspace, and
      // pnpm 12 fails installs whose build scripts are not allowed.
      writeFileSync(join(app, 'pnpm-workspace.yaml'), 'allowBuilds:\n  esbuild: true\n');
      // --prefer-offline: every package is already in the local pnpm store after the workspace
      // install; no lockfile (CI=true would otherwise demand a frozen one).
      runOrExplain(
        'pnpm',
        ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'],
        app,
      );
    }));

  const typed =
    installed &&
    (await check('the published declarations type-check in the partner app (tsc --noEmit)', () => {
      runOrExplain('pnpm', ['run', 'typecheck'], app);
    }));

  const appBuilt =
    installed &&
    (await check('the partner app builds with plain Vite (no vanilla-extract plugin)', () => {
      runOrExplain('pnpm', ['run', 'build'], app);
    }));

  if (appBuilt) {
    server = spawn(
      'pnpm',
      ['exec', 'vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
      { cwd: app, stdio: 'ignore', detached: true },
    );
    const url = `http://127.0.0.1:${PORT}/`;
    await waitForServer(url, 30);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    });
    const page = await browser.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) pageErrors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Aplică acum' });

    await check('the Button renders without page errors', async () => {
      await button.waitFor({ state: 'visible', timeout: 10_000 });
      if (pageErrors.length > 0) throw new Error(pageErrors.join('\n'));
    });

    await check(
      `the Button has the partner's primary colour under .${PARTNER_THEME_CLASS}`,
      async () => {
        const cssDir = join(app, 'node_modules', '@allas', 'ui', 'dist', 'themes');
        const partner = customProperty(
          readFileSync(join(cssDir, 'partners', 'jobsbridge.css'), 'utf8'),
          PRIMARY_BG,
        );
        const standard = customProperty(
          readFileSync(join(cssDir, 'default.css'), 'utf8'),
          PRIMARY_BG,
        );
        if (hexToRgb(partner) === hexToRgb(standard)) {
          throw new Error(`the partner theme keeps the default ${PRIMARY_BG} (${partner})`);
        }
        const seen = await page.evaluate(() => ({
          htmlClass: document.documentElement.className,
          background: getComputedStyle(document.querySelector('button')).backgroundColor,
        }));
        if (!seen.htmlClass.split(' ').includes('allas-theme-partner-jobsbridge')) {
          throw new Error(`<html class="${seen.htmlClass}"> lacks the partner theme class`);
        }
        if (seen.background !== hexToRgb(partner)) {
          throw new Error(
            `button background ${seen.background}, expected the partner's ${PRIMARY_BG} ${partner} = ${hexToRgb(partner)} (default theme: ${standard})`,
          );
        }
      },
    );

    await check('the bundled Inter web font is loaded and used by the Button', async () => {
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          loaded: [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`),
          family: getComputedStyle(document.querySelector('button')).fontFamily,
        };
      });
      if (!fonts.loaded.some((face) => face.startsWith('Inter '))) {
        throw new Error(`no Inter face loaded (loaded: ${fonts.loaded.join(', ') || 'none'})`);
      }
      if (!/^"?Inter"?/.test(fonts.family)) {
        throw new Error(`the Button's font-family is ${fonts.family}, not Inter first`);
      }
    });
  }
  // A failed build or install leaves the browser checks out; the failure above already says why.
  void typed;
} finally {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid);
  if (!keep) rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => result.status === 'failed').length;
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(
  reportFile,
  `${JSON.stringify(
    {
      numTotalTests: results.length,
      numPassedTests: results.length - failed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      startTime: startedAt,
      success: failed === 0,
      testResults: [
        {
          name: 'tests/ui-pack/run.mjs',
          status: failed === 0 ? 'passed' : 'failed',
          assertionResults: results.map((result) => ({
            title: result.title,
            fullName: `ui-pack ${result.title}`,
            status: result.status,
            duration: result.duration,
            failureMessages: result.failureMessages,
          })),
        },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log(`ui-pack: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
