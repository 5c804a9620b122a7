// Lighthouse for `pnpm bench:web` (BENCH_LIGHTHOUSE=1): npm `lighthouse` (its CLI, mobile preset:
// its default) driving Debian's chromium, a few runs per page, the median of each figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** STACK.md's flags for Debian's chromium, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function lighthouseOnce(root, url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        '--no-enable-error-reporting',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(outputPath, 'utf8')))
        : reject(
            new Error(
              `lighthouse exited with ${code} on ${url}: ${
                /Runtime error encountered: (.*)/.exec(errors)?.[1] ??
                errors.trim().split('\n').at(-1)
              }`,
            ),
          ),
    );
  });
}

/**
 * `runs` Lighthouse runs of `url`; the median of every score (0–100) and metric (ms; CLS unitless),
 * the fonts the page fetched, the distinct warnings Lighthouse gave (a slow CPU among them) and the
 * failed runs that were retried. Throws when `runs` runs cannot be had.
 */
export async function lighthouse(root, url, runs) {
  const dir = mkdtempSync(join(tmpdir(), 'allas-bench-lighthouse-'));
  const reports = [];
  const failures = [];
  try {
    // On a busy machine a run now and then loses its trace (NO_NAVSTART); Lighthouse's advice is to
    // run again, so a failed run is retried, twice per wanted run at most.
    for (let attempt = 0; reports.length < runs && attempt < runs * 3; attempt++) {
      try {
        const report = await lighthouseOnce(root, url, join(dir, `run-${attempt}.json`));
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        reports.push(report);
      } catch (error) {
        failures.push(error.message.split('\n')[0]);
      }
    }
    if (reports.length < runs)
      throw new Error(`${reports.length} of ${runs} runs succeeded: ${failures.at(-1)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const of = (pick) => median(reports.map(pick));
  const audit = (id) => (report) => report.audits[id].numericValue;
  const fonts = (report) =>
    report.audits['resource-summary'].details.items.find((item) => item.resourceType === 'font');
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, of((report) => Math.round(report.categories[id].score * 100))]),
    ),
    lcp: of(audit('largest-contentful-paint')),
    fcp: of(audit('first-contentful-paint')),
    tbt: of(audit('total-blocking-time')),
    cls: of(audit('cumulative-layout-shift')),
    fontRequests: of((report) => fonts(report)?.requestCount ?? 0),
    fontBytes: of((report) => fonts(report)?.transferSize ?? 0),
    warnings: [...new Set(reports.flatMap((report) => report.runWarnings ?? []))],
    retried: failures,
  };
}
