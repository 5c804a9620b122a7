// The fuzzer's request generator: seeded, so a failing case can be replayed from the seed and its
// index. Every case is malformed in one or more ways an attacker or a broken client would try.

/** mulberry32: small, fast and good enough to pick cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Operation {
  method: string;
  /** OpenAPI path with {params}. */
  path: string;
  queryNames: string[];
  hasBody: boolean;
}

export interface FuzzCase {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What was malformed, for the failure report. */
  label: string;
}

/** Path segments and query values that break naive code: escapes, traversal, numbers, markup. */
export const HOSTILE_TEXT = [
  '',
  '%',
  '%00',
  '%E0%A4%A',
  '%ff%fe',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "'%20OR%201%3D1--",
  '%27%3B%20DROP%20TABLE%20users%3B--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%F0%9F%92%A5%F0%9F%92%A5',
  'a'.repeat(3000),
  '%C5%91%C5%B1%C8%99%C8%9B',
  '%0d%0aSet-Cookie:%20x=1',
  '%09%0b%0c',
  '$(id)',
  '%24%7Bjndi%3Aldap%3A%2F%2Fx%7D',
];

const HOSTILE_JSON_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -0,
  '',
  ' ',
  '\u0000',
  'x\u0000y',
  '\ud800',
  'a'.repeat(10_000),
  [],
  [null],
  {},
  { __proto__: { admin: true } },
  '<img src=x onerror=alert(1)>',
  '2026-13-45',
  'NaN',
];

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

function deepJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** JSON bodies (and not-quite-JSON) for a state-changing call. */
function hostileBody(random: () => number): { body: string | Buffer; type: string; label: string } {
  const kind = Math.floor(random() * 12);
  switch (kind) {
    case 0:
      return { body: deepJson(10_000), type: 'application/json', label: 'json nested 10,000 deep' };
    case 1:
      return { body: deepJson(40), type: 'application/json', label: 'json nested 40 deep' };
    case 2:
      return {
        body: JSON.stringify({ email: 'x'.repeat(200_000) }),
        type: 'application/json',
        label: 'json 200 kB',
      };
    case 3:
      return {
        body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
        type: 'application/json',
        label: 'prototype keys',
      };
    case 4:
      return { body: '{"email": "a@b.hu",', type: 'application/json', label: 'broken json' };
    case 5:
      return {
        body: 'email=a%40b.hu&password=x',
        type: 'application/x-www-form-urlencoded',
        label: 'form encoded',
      };
    case 6:
      return {
        body: '--x\r\nContent-Disposition: form-data; name="cv"; filename="../../a.pdf"\r\n\r\n%PDF-1.4\r\n--x--',
        type: 'multipart/form-data',
        label: 'multipart without a boundary',
      };
    case 7:
      return {
        body: `--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n${'y'.repeat(50_000)}`,
        type: 'multipart/form-data; boundary=b',
        label: 'multipart without its closing boundary',
      };
    case 8:
      return {
        body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x00]),
        type: 'application/json',
        label: 'binary json',
      };
    case 9:
      return { body: '[1,2,3]', type: 'application/json', label: 'json array' };
    case 10:
      return { body: '"just a string"', type: 'application/json', label: 'json string' };
    default: {
      const value = Object.fromEntries(
        [
          'email',
          'password',
          'name',
          'message',
          'categories',
          'frequency',
          'jobId',
          'residence',
          'captcha',
          'keywords',
        ].map((key) => [key, pick(random, HOSTILE_JSON_VALUES)]),
      );
      return { body: JSON.stringify(value), type: 'application/json', label: 'wrong types' };
    }
  }
}

/** Headers a broken client or an attacker sends. */
function hostileHeaders(random: () => number): { headers: Record<string, string>; label: string } {
  const options: Array<[string, Record<string, string>]> = [
    ['none', {}],
    ['bad accept-language', { 'accept-language': 'zz-ZZ;q=abc, ;q=, hu;q=2' }],
    ['bad cookie', { cookie: 'token=%; XSRF-TOKEN=%E0; allas_session=%00; i18n_redirected=xx' }],
    ['huge cookie', { cookie: `token=${'t'.repeat(6000)}` }],
    ['bad xsrf', { 'x-xsrf-token': '%' }],
    ['bad bearer', { authorization: 'Bearer %00%00' }],
    ['odd accept', { accept: 'text/html;q=0, */*;q=0' }],
    [
      'forwarded spoof',
      { 'x-forwarded-for': '1.2.3.4, <script>', 'x-forwarded-host': 'evil.example' },
    ],
    ['range', { range: 'bytes=999999999-' }],
    ['if-none-match', { 'if-none-match': `"${'x'.repeat(500)}` }],
  ];
  const [label, headers] = pick(random, options);
  return { headers, label };
}

function fillPath(path: string, random: () => number): string {
  return path.replace(/\{[^}]+\}/g, () => pick(random, HOSTILE_TEXT));
}

function hostileQuery(names: string[], random: () => number): string {
  const pairs: string[] = [];
  const count = 1 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const name =
      names.length > 0 && random() < 0.8
        ? pick(random, names)
        : pick(random, ['q', 'page', 'a[]', 'locale', '__proto__', '%', 'sort']);
    pairs.push(`${name}=${pick(random, HOSTILE_TEXT)}`);
    if (random() < 0.2) pairs.push(`${name}=${pick(random, HOSTILE_TEXT)}`);
  }
  return pairs.join('&');
}

/** Cases for the api's operations, prefixed for the gateway (`/api`) or not (the api itself). */
export function operationCases(
  operations: Operation[],
  count: number,
  seed: number,
  prefix: string,
): FuzzCase[] {
  const random = seededRandom(seed);
  const cases: FuzzCase[] = [];
  for (let index = 0; index < count; index++) {
    const operation = operations[index % operations.length] as Operation;
    const path = fillPath(operation.path, random);
    const query = random() < 0.7 ? `?${hostileQuery(operation.queryNames, random)}` : '';
    const { headers, label: headerLabel } = hostileHeaders(random);
    const base: FuzzCase = {
      method:
        random() < 0.05
          ? pick(random, ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'])
          : operation.method.toUpperCase(),
      path: `${prefix}${path}${query}`,
      headers,
      label: `${operation.method.toUpperCase()} ${operation.path}: ${headerLabel}`,
    };
    if (operation.hasBody || random() < 0.1) {
      const { body, type, label } = hostileBody(random);
      base.body = body;
      base.headers = { ...base.headers, 'content-type': type };
      base.label += `, ${label}`;
    }
    cases.push(base);
  }
  return cases;
}

/** The sites' pages, in every language variant. */
const PAGES = [
  '/',
  '/jobs',
  '/junior-jobs',
  '/list/jobs/{slug}',
  '/job/{company}/{slug}',
  '/companies',
  '/company/{slug}',
  '/blog',
  '/blog/post/{slug}',
  '/berkalkulator',
  '/fizetesek',
  '/employer-branding',
  '/premium-toborzas',
  '/candidate-shortlist',
  '/workshop',
  '/contact-us',
  '/jobnotification',
  '/newsletter',
  '/unsubscribe',
  '/login',
  '/registration',
  '/forgot-password',
  '/reset-password',
  '/social-login-success',
  '/social-registration',
  '/user/account',
  '/user/cv',
  '/my-applications',
  '/saved-jobs',
  '/sitemap.xml',
  '/robots.txt',
  '/{anything}',
];

/** Cases for the sites' pages: hostile path parts, queries, page POSTs and path tricks. */
export function pageCases(count: number, seed: number): FuzzCase[] {
  const random = seededRandom(seed);
  const cases: FuzzCase[] = [];
  const tricks = ['', '/', '//', '%', '%00', '/..%2f..%2f', '.data', '?_data=root', '/%2e%2e/'];
  for (let index = 0; index < count; index++) {
    const page = PAGES[index % PAGES.length] as string;
    const prefix = pick(random, ['', '/hu', '/ro', '/en', '/de', '//en']);
    const path = fillPath(page, random) || '/';
    const trick = random() < 0.3 ? pick(random, tricks) : '';
    const query =
      random() < 0.5
        ? `?${hostileQuery(['q', 'page', 'sort', 'location', 'category', 'token', 'provider', 'search'], random)}`
        : '';
    const { headers, label } = hostileHeaders(random);
    const post = random() < 0.15;
    const fuzzCase: FuzzCase = {
      method: post ? 'POST' : 'GET',
      path: `${prefix}${path}${trick}${query}`.replace(/^(?!\/)/, '/'),
      headers: { accept: 'text/html', ...headers },
      label: `page ${page}${trick ? ` + ${trick}` : ''}: ${label}`,
    };
    if (post) {
      const { body, type, label: bodyLabel } = hostileBody(random);
      fuzzCase.body = body;
      fuzzCase.headers = { ...fuzzCase.headers, 'content-type': type };
      fuzzCase.label += `, POST ${bodyLabel}`;
    }
    cases.push(fuzzCase);
  }
  return cases;
}
