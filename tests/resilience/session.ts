// Who the suite acts as: a browser session on the gateway (cookies, XSRF header) that can sign a
// job seeker up through the auth proxy, and the api's own bearer-token client beside it.
import { randomBytes } from 'node:crypto';
import { type Challenge, solve as solveCaptcha } from '../e2e/captcha.ts';
import { cookiesOf, jsonOf, type RawAnswer, send } from './http';

export const PASSWORD = 'Ellenallo-Kepesseg-2026';

export function newEmail(prefix: string): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.hu`;
}

/**
 * A browser on one site of the gateway: keeps the cookies the gateway sets and echoes XSRF-TOKEN
 * in X-XSRF-TOKEN, as the sites' own code does. `host` picks the region (`ro.localhost:PORT`).
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly gatewayUrl: string,
    readonly host?: string,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.host) headers.host = this.host;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return { ...headers, ...extra };
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<RawAnswer> {
    const json = body !== undefined && !Buffer.isBuffer(body) && typeof body !== 'string';
    const answer = await send(this.gatewayUrl, {
      method,
      path,
      headers: this.headers(json ? { 'content-type': 'application/json', ...extra } : extra),
      body: json ? JSON.stringify(body) : (body as string | Buffer | undefined),
    });
    for (const [name, value] of cookiesOf(answer)) this.cookies.set(name, value);
    return answer;
  }

  async start(): Promise<this> {
    const answer = await this.request('POST', '/api/csrf');
    if (answer.kind !== 'answer' || answer.status !== 204) {
      throw new Error(`POST /api/csrf did not start a session: ${JSON.stringify(answer)}`);
    }
    return this;
  }

  async captcha(): Promise<string> {
    const challenge = jsonOf<Challenge>(await this.request('GET', '/api/captcha/challenge'));
    if (!challenge) throw new Error('no captcha challenge');
    return solveCaptcha(challenge);
  }

  /** Signs a job seeker up through the auth proxy; the token stays in the httpOnly cookie. */
  async register(email: string): Promise<this> {
    const answer = await this.request('POST', '/api/register', {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      firstName: 'Ellenálló',
      lastName: 'Próbáló',
      residence: 'Szeged',
      phone: '+36 30 765 4321',
      categories: ['it'],
      levels: ['junior'],
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      captcha: await this.captcha(),
    });
    if (answer.kind !== 'answer' || answer.status !== 201) {
      const text = answer.kind === 'answer' ? answer.body.toString('utf8') : answer.kind;
      throw new Error(`registration failed: ${text}`);
    }
    return this;
  }

  /** Registers an employer and its company (HU, an adószám) through the auth proxy, signed in. */
  async registerEmployer(email: string, companyName: string, taxNumber: string): Promise<this> {
    const answer = await this.request('POST', '/api/employer/register', {
      companyName,
      taxNumber,
      industry: 'software',
      size: '10-49',
      lastName: 'Ellenálló',
      firstName: 'Munkáltató',
      email,
      phone: '06 30 123 4567',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      region: 'hu',
      locale: 'hu',
      captcha: await this.captcha(),
    });
    if (answer.kind !== 'answer' || answer.status !== 201) {
      const text = answer.kind === 'answer' ? answer.body.toString('utf8') : answer.kind;
      throw new Error(`employer registration failed: ${text}`);
    }
    return this;
  }
}

/** The api called directly with a bearer token (what a script or a stolen token would do). */
export class ApiSession {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(readonly apiUrl: string) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return { ...headers, ...extra };
  }

  /** JSON unless `body` is a Buffer (then sent as it is, with `extra`'s content type). */
  async request(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<RawAnswer> {
    const raw = Buffer.isBuffer(body);
    const json = body !== undefined && !raw;
    const answer = await send(this.apiUrl, {
      method,
      path,
      headers: this.headers(json ? { 'content-type': 'application/json', ...extra } : extra),
      body: raw ? body : json ? JSON.stringify(body) : undefined,
    });
    for (const [name, value] of cookiesOf(answer)) this.cookies.set(name, value);
    return answer;
  }

  /** A session cookie and its XSRF token, without signing in (a guest on the api). */
  async start(): Promise<this> {
    await this.request('GET', '/auth/csrf-cookie');
    return this;
  }

  async login(email: string, userType: 'candidate' | 'employer' = 'candidate'): Promise<this> {
    await this.start();
    const answer = await this.request('POST', '/auth/login', {
      email,
      password: PASSWORD,
      userType,
    });
    const first = jsonOf<Array<{ token: string }>>(answer)?.[0];
    if (!first) throw new Error(`api login failed: ${JSON.stringify(jsonOf(answer))}`);
    this.token = first.token;
    return this;
  }
}
