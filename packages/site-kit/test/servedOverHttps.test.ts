import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getLoadContext } from '../src/routing/requestContext';
import { servedOverHttps } from '../src/routing/servedOverHttps';

const gateway = (publicBaseUrl: string) =>
  getLoadContext({
    region: 'HU',
    cspNonce: '',
    requestId: '',
    apiUrl: 'http://127.0.0.1:3001',
    publicBaseUrl,
    gtmId: undefined,
    maintenance: false,
  });

describe('servedOverHttps: when the cookies a response sets are Secure', () => {
  it('is so when the public origin is https, even if the gateway was asked over http', () => {
    const request = new Request('http://127.0.0.1:3000/en/login');
    expect(servedOverHttps({ request, context: gateway('https://allas.hu') })).toBe(true);
    expect(servedOverHttps({ request, context: gateway('http://localhost:3000') })).toBe(false);
  });

  it('is so when the page was asked for over https', () => {
    const request = new Request('https://allas.hu/en/login');
    expect(servedOverHttps({ request, context: gateway('http://localhost:3000') })).toBe(true);
  });

  it('is not without the gateway (react-router dev over plain http)', () => {
    const request = new Request('http://localhost:5173/login');
    expect(servedOverHttps({ request, context: new RouterContextProvider() })).toBe(false);
  });
});
