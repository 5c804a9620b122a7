// Sums the test reports of one `npm test` run into the plain closing line CI reads:
// "N passed, N failed". Vitest and Playwright write JSON reports into reports/; steps.tsv lists every
// step with its result and the report it wrote. A failed step whose report shows no failing test
// (lint, type check, a build, a suite that did not load) counts as one failure, so nothing is hidden.
// Each step's wall time is printed beside it; the run's total wall time (second argument, in seconds,
// from scripts/test.sh) is printed last but one, since steps may run side by side.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'reports';
const wallSeconds = process.argv[3] === undefined ? null : Number(process.argv[3]);

/** Counts of one JSON report, from Vitest or Playwright. */
function countsOf(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped,
    };
  }
  // A Vitest file that failed to load (or errored outside a test) has no failing test of its own;
  // it counts as one failure, and its message is printed so the log says why.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  );
  for (const file of brokenFiles) {
    console.log(`  ✗ ${file.name}: ${String(file.message ?? 'failed').slice(0, 400)}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** 1234 → "20 min 34 s". */
function minutes(seconds) {
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

const steps = readFileSync(join(dir, 'steps.tsv'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, result, seconds, report] = line.split('\t');
    const counts = report && report !== '-' ? countsOf(join(dir, `${report}.json`)) : null;
    return { name, result, seconds, counts };
  });

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n━━ summary');
for (const { name, result, seconds, counts } of steps) {
  const mark = result === 'passed' ? '✓' : '✗';
  const tally = counts
    ? `: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : '';
  console.log(`  ${mark} ${name} (${seconds} s)${tally}`);
  passed += counts?.passed ?? 0;
  skipped += counts?.skipped ?? 0;
  failed += counts?.failed ?? 0;
  if (result === 'failed' && !(counts?.failed > 0)) failed += 1;
}
if (skipped > 0) console.log(`  ${skipped} skipped`);
if (wallSeconds !== null) {
  const stepSeconds = steps.reduce((sum, step) => sum + Number(step.seconds), 0);
  console.log(
    `  total wall time ${minutes(wallSeconds)} (the steps' own times add up to ${minutes(stepSeconds)})`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
