// A seeded fuzzer over every operation of /openapi.json (through the gateway and on the api itself)
// and over the sites' pages: at least 5,000 malformed requests. Any 5xx, reset or hang fails; a
// table by status is printed either way. FUZZ_SEED replays a run; FUZZ_CASES scales it. A guest
// stops at the door of the employer routes (401), so they are fuzzed again signed in as an
// employer, with hostile ids and with the employer's own ad's id (issue 12).

import { expect, inject, it } from 'vitest';
import { hungarianTaxNumber } from '../e2e/taxNumbers.ts';
import { type FuzzCase, type Operation, operationCases, pageCases } from './fuzzCases';
import { dropIdleConnections, jsonOf, type RawAnswer, send } from './http';
import { ApiSession, BrowserSession, newEmail } from './session';

const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const perTarget = Number(process.env.FUZZ_CASES ?? 1_800);

interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>
  >;
}

async function operations(apiUrl: string): Promise<Operation[]> {
  const document = jsonOf<OpenApi>(await send(apiUrl, { path: '/openapi.json' }));
  if (!document) throw new Error('no /openapi.json');
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      found.push({
        method,
        path,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return found;
}

/** Runs the cases `concurrency` at a time; returns each case with its outcome. */
async function runAll(
  baseUrl: string,
  cases: FuzzCase[],
  sessionHeaders: () => Record<string, string>,
  concurrency = 8,
) {
  const results: Array<{ fuzzCase: FuzzCase; answer: RawAnswer }> = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++] as FuzzCase;
      // Half the state-changing cases carry a live session and XSRF header, to get past the door.
      const withSession = next % 2 === 0 ? sessionHeaders() : {};
      const answer = await send(baseUrl, {
        method: fuzzCase.method,
        path: fuzzCase.path,
        headers: { ...withSession, ...fuzzCase.headers },
        body: fuzzCase.body,
        timeoutMs: 20_000,
      });
      results.push({ fuzzCase, answer });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * A signed-in employer with one draft ad, and the employer routes of the document twice over: with
 * their `{id}` for the fuzzer to fill with hostile text, and with the draft's own id, so hostile
 * bodies reach the handlers behind the door and the id check.
 */
async function employerOperations(ops: Operation[], gatewayUrl: string, apiUrl: string) {
  const email = newEmail('fuzz-employer');
  const browser = await new BrowserSession(gatewayUrl).start();
  await browser.registerEmployer(email, `Fuzz ${email.slice(14, 22)} Kft.`, hungarianTaxNumber());
  const api = await new ApiSession(apiUrl).login(email, 'employer');
  const categories = jsonOf<Array<{ slug: string }>>(
    await api.request('GET', '/categories?region=hu'),
  );
  const cities = jsonOf<Array<{ slug: string }>>(await api.request('GET', '/locations?region=hu'));
  const draft = jsonOf<{ id: number }>(
    await api.request('POST', '/employer/jobs', {
      title: 'Fuzz próba',
      description: 'Egy hirdetés, amit a fuzzer próbál.',
      language: 'hu',
      location: cities?.[0]?.slug,
      category: categories?.[0]?.slug,
      type: 'fullTime',
      level: 'junior',
      salary: { min: 400_000, max: 500_000, currency: 'HUF', basis: 'gross', period: 'month' },
    }),
  );
  if (!draft?.id) throw new Error('the fuzzer’s employer could not save a draft');
  const employerRoutes = ops.filter(
    (op) => op.path.startsWith('/employer/') && op.path !== '/employer/register',
  );
  const withOwnId = employerRoutes
    .filter((op) => op.path.includes('{id}'))
    .map((op) => ({ ...op, path: op.path.replace('{id}', String(draft.id)) }));
  return { browser, api, operations: [...employerRoutes, ...withOwnId] };
}

function outcome(answer: RawAnswer): string {
  return answer.kind === 'answer' ? String(answer.status) : answer.kind;
}

it('no malformed request gets a 5xx, a reset or a hang', async () => {
  const apiUrl = inject('apiUrl');
  const gatewayUrl = inject('gatewayUrl');
  const ops = await operations(apiUrl);
  const browser = await new BrowserSession(gatewayUrl).start();
  const apiDirect = new BrowserSession(apiUrl);
  await apiDirect.request('GET', '/auth/csrf-cookie');
  const employerOps = await employerOperations(ops, gatewayUrl, apiUrl);
  const employerCases = Math.max(1, Math.round(perTarget / 3));
  const targets: Array<[string, string, FuzzCase[], () => Record<string, string>]> = [
    [
      'api via gateway',
      gatewayUrl,
      operationCases(ops, perTarget, seed, '/api'),
      () => browser.headers(),
    ],
    ['api direct', apiUrl, operationCases(ops, perTarget, seed + 1, ''), () => apiDirect.headers()],
    [
      'employer routes via gateway, as an employer',
      gatewayUrl,
      operationCases(employerOps.operations, employerCases, seed + 3, '/api'),
      () => employerOps.browser.headers(),
    ],
    [
      'employer routes on the api, employer token',
      apiUrl,
      operationCases(employerOps.operations, employerCases, seed + 4, ''),
      () => employerOps.api.headers(),
    ],
    [
      'site pages',
      gatewayUrl,
      pageCases(perTarget, seed + 2),
      () => browser.headers({ accept: 'text/html' }),
    ],
  ];
  const table = new Map<string, Map<string, number>>();
  const failures: string[] = [];
  let total = 0;
  for (const [name, baseUrl, cases, headers] of targets) {
    const counts = new Map<string, number>();
    // Each target on fresh connections: those of the target before may have idled past the
    // server's keep-alive (the api sat idle while the gateway was fuzzed, for instance).
    dropIdleConnections();
    for (const { fuzzCase, answer } of await runAll(baseUrl, cases, headers)) {
      total += 1;
      const status = outcome(answer);
      counts.set(status, (counts.get(status) ?? 0) + 1);
      if (answer.kind !== 'answer' || answer.status >= 500) {
        failures.push(
          `${name}: ${status}${answer.kind === 'reset' ? ` [${answer.error}]` : ''} for ${fuzzCase.method} ${fuzzCase.path.slice(0, 160)} (${fuzzCase.label})`,
        );
      }
    }
    table.set(name, counts);
  }
  const statuses = [...new Set([...table.values()].flatMap((counts) => [...counts.keys()]))].sort();
  const lines = [
    `fuzz seed ${seed}: ${total} requests over ${ops.length} operations and the pages`,
    `| target | ${statuses.join(' | ')} |`,
    `|---|${statuses.map(() => '---').join('|')}|`,
    ...[...table].map(
      ([name, counts]) => `| ${name} | ${statuses.map((s) => counts.get(s) ?? 0).join(' | ')} |`,
    ),
  ];
  console.log(lines.join('\n'));
  expect(total).toBeGreaterThanOrEqual(5_000);
  expect(failures.slice(0, 40)).toEqual([]);
});
