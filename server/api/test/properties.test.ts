import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  // Rate limits off: the properties send many requests from one address.
  app = await startTestApp({ rateLimits: false });
  client = await new ApiClient(app.url).startSession();
});
afterAll(() => app?.close());

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "'; DROP TABLE jobs; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    'műszaki & fejlesztő | !',
    '"unterminated',
    ':* & !(',
    '\\',
    'șțăîâ ŞŢ',
    '😀'.repeat(30),
  ),
);

const searchParam = fc.oneof(
  fc.record(
    {
      region: fc.constantFrom('hu', 'ro', 'HU', 'x'),
      q: hostileText,
      category: fc.oneof(
        fc.constantFrom('it', 'irodai', 'szoftverfejlesztes', 'nincs'),
        hostileText,
      ),
      subcategories: fc
        .array(fc.constantFrom('big-data', 'raktar', 'x y', ''), { maxLength: 4 })
        .map((a) => a.join(',')),
      location: hostileText,
      types: fc
        .array(fc.constantFrom('fullTime', 'partTime', 'project', 'agencyContract', 'bogus'), {
          maxLength: 5,
        })
        .map((a) => a.join(',')),
      extras: fc.constantFrom('homeOffice', 'remote', 'homeOffice,remote', 'pool'),
      levels: fc
        .array(fc.constantFrom('junior', 'medior', 'senior', 'trainee', 'studentWork', 'ceo'), {
          maxLength: 3,
        })
        .map((a) => a.join(',')),
      salary: fc.constantFrom('1', '0', 'true', 'yes'),
      new: fc.constantFrom('1', '0', 'maybe'),
      expiring: fc.constantFrom('1', '0'),
      page: fc.oneof(fc.integer({ min: -5, max: 1200 }).map(String), hostileText),
      perPage: fc.integer({ min: -1, max: 80 }).map(String),
      sort: fc.constantFrom('relevance', 'newest', 'deadline', 'salary', 'random'),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

describe('properties', () => {
  it('never answers a job search with a 5xx; valid searches answer 200 with consistent pages', async () => {
    await fc.assert(
      fc.asyncProperty(searchParam, async (params) => {
        const query = new URLSearchParams(params as Record<string, string>).toString();
        const res = await client.get<{ items?: unknown[]; total?: number; perPage?: number }>(
          `/jobs?${query}`,
        );
        expect(res.status).toBeLessThan(500);
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) {
          expect(res.body.items?.length ?? 0).toBeLessThanOrEqual(res.body.perPage ?? 0);
          expect(res.body.total).toBeGreaterThanOrEqual(res.body.items?.length ?? 0);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('never answers a form post with a 5xx, whatever the payload', async () => {
    const payload = fc.oneof(
      fc.record(
        {
          name: hostileText,
          email: fc.oneof(fc.emailAddress(), hostileText),
          phone: fc.oneof(fc.constantFrom('+36 30 123 4567', '0744123456'), hostileText),
          companyName: hostileText,
          positionTitle: hostileText,
          remarks: hostileText,
          message: hostileText,
          topic: fc.constantFrom('b2b', 'other', 'nope'),
          captcha: hostileText,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const path = fc.constantFrom(
      '/forms/contact',
      '/forms/premium-recruitment',
      '/forms/candidate-shortlist',
      '/job-alerts',
      '/newsletters/subscribe',
      '/auth/register',
      '/auth/login',
      '/auth/forgot-password',
    );
    await fc.assert(
      fc.asyncProperty(path, payload, async (target, body) => {
        const res = await client.post(target, body);
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers raw, broken bodies with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
        async (raw, type) => {
          const res = await client.request(
            'POST',
            '/forms/contact',
            raw,
            type ? { 'content-type': type } : {},
          );
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
