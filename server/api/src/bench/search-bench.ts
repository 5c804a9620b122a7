// `pnpm bench:search`: p50 / p95 / p99 latency of five typical job searches (the whole work of
// GET /jobs: page, total and facets) at 10,000 and 100,000 jobs, on PGlite and, when
// BENCH_DATABASE_URL names a PostgreSQL server (any database; a scratch one is created and dropped),
// on PostgreSQL too. A benchmark that prints, not a test that gates.
//   --sizes=10000,100000   job counts (default both)   --runs=40   timed runs per search
//   --databases=pglite,postgres   which databases (postgres needs BENCH_DATABASE_URL)
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { jobSearchQuerySchema } from '@allas/core';
import pg from 'pg';
import { openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { searchJobs } from '../jobs/job-search.ts';
import { seedDatabase } from '../seed/seed-database.ts';

const { values } = parseArgs({
  // `pnpm bench:search -- --runs=10` passes the "--" through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '40' },
    databases: { type: 'string', default: 'pglite,postgres' },
  },
});
const sizes = (values.sizes ?? '')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 100_000);
const runs = Math.max(5, Number(values.runs) || 40);

const SEARCHES: Record<string, Record<string, string>> = {
  'text "fejlesztő"': { q: 'fejlesztő' },
  'text with typo + salary': { q: 'adatelemzo', salary: '1' },
  'category it + senior': { category: 'it', levels: 'senior' },
  'Budapest, full-time, remote': { location: 'Budapest', types: 'fullTime', extras: 'remote' },
  'ro: newest in Cluj': { region: 'ro', location: 'Cluj', sort: 'newest' },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function bench(kind: 'pglite' | 'postgres', size: number) {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (kind === 'postgres' && adminUrl) {
    const name = `allas_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    onIdleError: (error) => console.error(`idle connection lost: ${error.message}`),
  });
  const now = new Date();
  const seeding = performance.now();
  await migrate(handle.db);
  await seedDatabase(handle.db, { jobs: size, seed: 20_251_001, now });
  const seedSeconds = (performance.now() - seeding) / 1000;
  const rows: string[] = [];
  for (const [label, params] of Object.entries(SEARCHES)) {
    const query = jobSearchQuerySchema.parse(params);
    const options = { locale: 'hu' as const, now, apiUrl: 'http://127.0.0.1:3001', facets: true };
    for (let i = 0; i < 3; i++) await searchJobs(handle.db, query, options);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const result = await searchJobs(handle.db, { ...query, page: 1 + (i % 3) }, options);
      times.push(performance.now() - started);
      total = result.total;
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(1).padStart(7);
    rows.push(
      `| ${kind.padEnd(8)} | ${String(size).padStart(7)} | ${label.padEnd(28)} | ${String(total).padStart(6)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} |`,
    );
  }
  await handle.close();
  await drop();
  console.log(`(${kind}, ${size} jobs: seeded in ${seedSeconds.toFixed(1)} s)`);
  for (const row of rows) console.log(row);
}

console.log(
  '| database | jobs    | search                       | hits   | p50 ms  | p95 ms  | p99 ms  |',
);
console.log(
  '|----------|---------|------------------------------|--------|---------|---------|---------|',
);
const databases = (values.databases ?? '').split(',');
for (const size of sizes) {
  if (databases.includes('pglite')) await bench('pglite', size);
  if (databases.includes('postgres') && process.env.BENCH_DATABASE_URL)
    await bench('postgres', size);
}
if (!process.env.BENCH_DATABASE_URL) {
  console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL, e.g. via scripts/with-postgres.sh)');
}
