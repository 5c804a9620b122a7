import { hungaryRegion } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { catalogUrlOf } from '../src/i18n/catalogAssets';
import { configuredRegion } from '../src/routing/siteConfig';
import { pageMeta, rootDataOf } from '../src/seo/pageMeta';
import { sitemapXml } from '../src/seo/sitemap';
import type { RootData } from '../src/shell/rootLoader';

const root: RootData = {
  regionCode: 'HU',
  locale: 'en',
  defaultLang: 'hu',
  availableLangs: ['hu', 'ro', 'en'],
  path: '/',
  publicBaseUrl: 'https://allas.example',
  user: null,
  gtmId: undefined,
  cspNonce: '',
  consent: 'undecided',
  messagesUrl: catalogUrlOf('en'),
};

describe('pageMeta', () => {
  it('gives title, description, canonical and hreflang alternates in the page language', () => {
    const tags = pageMeta(root, { title: 'home.title', description: 'home.description' });
    expect(tags).toContainEqual({ title: 'allas – jobs in Hungary and Romania' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://allas.example/en',
    });
    const alternates = tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate') as {
      hrefLang: string;
      href: string;
    }[];
    expect(alternates.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ['hu', 'https://allas.example/'],
      ['ro', 'https://allas.example/ro'],
      ['en', 'https://allas.example/en'],
      ['x-default', 'https://allas.example/'],
    ]);
    const hu = pageMeta(
      { ...root, locale: 'hu', messagesUrl: catalogUrlOf('hu') },
      { title: 'home.title', description: 'home.description' },
    );
    expect(hu).toContainEqual({ title: 'allas – állások Magyarországon és Romániában' });
  });

  it('takes the path of the page matched, not the one the root data was loaded with', () => {
    const { path: _first, ...loaded } = root;
    const data = rootDataOf([
      { id: 'root', pathname: '/', loaderData: loaded },
      { id: 'routes/jobs', pathname: '/en/jobs' },
    ]);
    expect(data?.path).toBe('/jobs');
    const tags = pageMeta(data, { title: 'jobs.title', description: 'jobs.description' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://allas.example/en/jobs',
    });
  });
});

describe('sitemapXml', () => {
  it('lists the public pages in every offered language with alternates, not maintenance', () => {
    const xml = sitemapXml(hungaryRegion, 'https://allas.example');
    expect(xml).toContain('<loc>https://allas.example/</loc>');
    expect(xml).toContain('<loc>https://allas.example/ro</loc>');
    expect(xml).toContain('<loc>https://allas.example/en</loc>');
    expect(xml).toContain('hreflang="ro" href="https://allas.example/ro"');
    expect(xml).not.toContain('maintenance');
  });

  it('lists each landing list, and no signed-in, token or confirmation page', () => {
    const xml = sitemapXml(hungaryRegion, 'https://allas.example');
    expect(xml).toContain('<loc>https://allas.example/jobs</loc>');
    expect(xml).toContain('<loc>https://allas.example/en/list/jobs/it-allasok</loc>');
    expect(xml).toContain('<loc>https://allas.example/list/jobs/student-jobs</loc>');
    expect(xml).not.toContain(':slug');
    for (const path of ['/saved-jobs', '/user/account', '/reset-password', '/unsubscribe']) {
      expect(xml).not.toContain(`example${path}<`);
    }
    expect(xml).not.toContain('/confirm');
  });
});

describe('configuredRegion', () => {
  it('narrows the languages from SITE_LANGS_<REGION>, always keeping the default', () => {
    expect(configuredRegion(hungaryRegion, {}).availableLangs).toEqual(['hu', 'ro', 'en']);
    expect(configuredRegion(hungaryRegion, { SITE_LANGS_HU: 'en' }).availableLangs).toEqual([
      'hu',
      'en',
    ]);
    expect(() => configuredRegion(hungaryRegion, { SITE_LANGS_HU: 'hu,de' })).toThrow(
      'SITE_LANGS_HU: "de" is not one of hu, ro, en',
    );
  });
});
