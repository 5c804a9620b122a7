import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCycle, runAlertCycle } from './alerts/alert-cycle.ts';
import { buildDeps } from './build-deps.ts';
import { ConfigError, loadConfig } from './config.ts';

// `pnpm alerts:send --frequency daily|weekly|instant|newsletter [--now ISO]` (README): one job-alert cycle by
// hand, daily and weekly digests without waiting for 07:00. A running api does it (PGlite lets one
// process open the database): the command asks it on its loopback-only operator route. When no api
// answers, the command runs the same code on the database itself, with the api's configuration.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const USAGE =
  'usage: pnpm alerts:send --frequency daily|weekly|instant [--now 2026-03-16T07:00:00Z]';

type Frequency = 'instant' | 'daily' | 'weekly' | 'newsletter';

function parseArgs(argv: string[]): { frequency: Frequency; now?: string } {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    return inline ? inline.slice(name.length + 3) : at >= 0 ? argv[at + 1] : undefined;
  };
  const frequency = value('frequency');
  const now = value('now');
  if (!['instant', 'daily', 'weekly', 'newsletter'].includes(frequency ?? '')) {
    throw new ConfigError(USAGE);
  }
  if (now !== undefined && Number.isNaN(Date.parse(now))) {
    throw new ConfigError(`--now: not a date and time (${USAGE})`);
  }
  return {
    frequency: frequency as Frequency,
    ...(now ? { now: new Date(now).toISOString() } : {}),
  };
}

async function askRunningApi(port: number, body: object): Promise<string[] | null> {
  let answer: Response;
  try {
    answer = await fetch(`http://127.0.0.1:${port}/_ops/alerts/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-allas-operator': 'alerts' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return null;
    throw error;
  }
  if (!answer.ok) {
    throw new Error(`the api on port ${port} answered ${answer.status} to /_ops/alerts/send`);
  }
  return ((await answer.json()) as { lines: string[] }).lines;
}

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  let args: ReturnType<typeof parseArgs>;
  try {
    config = loadConfig();
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const viaApi = await askRunningApi(config.API_PORT, args);
  if (viaApi) {
    process.stdout.write(
      `alerts:send (by the api on port ${config.API_PORT})\n${viaApi.join('\n')}\n`,
    );
    return 0;
  }
  const { deps, database } = await buildDeps({
    ...config,
    LOG_LEVEL: 'warn',
    DATA_DIR: resolve(repoRoot, config.DATA_DIR),
    ...(config.FILE_STORE ? { FILE_STORE: resolve(repoRoot, config.FILE_STORE) } : {}),
  });
  try {
    const cycle = await runAlertCycle(deps, {
      frequencies: args.frequency === 'newsletter' ? [] : [args.frequency],
      newsletters: args.frequency === 'newsletter',
      now: args.now ? new Date(args.now) : new Date(),
      force: true,
    });
    process.stdout.write(
      `alerts:send (no api running: on the database directly)\n${describeCycle(cycle).join('\n')}\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
