import { describe, expect, it } from 'vitest';
import { mediaSrc } from './mediaSrc';

describe('mediaSrc', () => {
  it("serves the api's media on the page's origin, query kept", () => {
    expect(mediaSrc('http://127.0.0.1:3001/media/companies/acme/logo.svg')).toBe(
      '/api/media/companies/acme/logo.svg',
    );
    expect(mediaSrc('https://api.allas.hu/media/blog/cover.png?v=2')).toBe(
      '/api/media/blog/cover.png?v=2',
    );
    expect(mediaSrc('/media/companies/acme/banner.svg')).toBe(
      '/api/media/companies/acme/banner.svg',
    );
  });

  it('lets data: pictures through', () => {
    const data = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
    expect(mediaSrc(data)).toBe(data);
  });

  it('gives no picture for nothing or for an address the CSP would block', () => {
    expect(mediaSrc(null)).toBeUndefined();
    expect(mediaSrc(undefined)).toBeUndefined();
    expect(mediaSrc('')).toBeUndefined();
    expect(mediaSrc('https://cdn.example.com/logo.png')).toBeUndefined();
    expect(mediaSrc('http://[bad')).toBeUndefined();
  });
});
