import { describe, expect, it } from 'vitest';
import { shareNetworkDefinitions, shareNetworks } from './shareNetworks';
import { buildShareUrl, type ShareContent, shareNetworkDefinition } from './shareUrls';

const job: ShareContent = {
  url: 'https://allas.hu/allas/vezeto-szoftverfejleszto?utm=share&ref=ő',
  title: 'Vezető szoftverfejlesztő (Java, Kubernetes) — Budapest, XIII. kerület',
  description: 'Árvíztűrő tükörfúrógép & társai',
  quote: '„Nálunk a csapat dönt”',
  hashtags: ['állás', '#Budapest'],
  media: 'https://allas.hu/kepek/iroda 1.jpg',
};

const encodedUrl = encodeURIComponent(job.url);
const encodedTitle = encodeURIComponent(job.title);

describe('buildShareUrl', () => {
  it('offers 29 networks, each with a proper name and a template that uses the url', () => {
    expect(shareNetworks).toHaveLength(29);
    expect(new Set(shareNetworks).size).toBe(29);
    for (const network of shareNetworks) {
      expect(shareNetworkDefinitions[network].name).not.toBe('');
      expect(shareNetworkDefinitions[network].template).toContain('{url}');
    }
  });

  it.each([
    [
      'facebook',
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}&quote=${encodeURIComponent(job.quote ?? '')}`,
    ],
    [
      'twitter',
      `https://x.com/intent/post?text=${encodedTitle}&url=${encodedUrl}&hashtags=%C3%A1ll%C3%A1s%2CBudapest`,
    ],
    ['whatsapp', `https://wa.me/?text=${encodedTitle}%20${encodedUrl}`],
    ['telegram', `https://t.me/share/url?url=${encodedUrl}&text=${encodedTitle}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`],
    ['reddit', `https://www.reddit.com/submit?url=${encodedUrl}&title=${encodedTitle}`],
    ['sms', `sms:?body=${encodedTitle}%20${encodedUrl}`],
    [
      'email',
      `mailto:?subject=${encodedTitle}&body=${encodeURIComponent(job.description ?? '')}%0D%0A%0D%0A${encodedUrl}`,
    ],
    [
      'pinterest',
      `https://www.pinterest.com/pin/create/button/?url=${encodedUrl}&media=https%3A%2F%2Fallas.hu%2Fkepek%2Firoda%201.jpg&description=${encodedTitle}`,
    ],
    ['viber', `viber://forward?text=${encodedTitle}%20${encodedUrl}`],
    ['hackernews', `https://news.ycombinator.com/submitlink?u=${encodedUrl}&t=${encodedTitle}`],
  ] as const)('builds the %s link', (network, expected) => {
    expect(buildShareUrl(network, job)).toBe(expected);
  });

  it('percent-encodes diacritics, ampersands and spaces so they cannot break the query', () => {
    const url = buildShareUrl('telegram', {
      url: 'https://allas.ro/joburi/inginer-sef-de-santier?oras=Cluj-Napoca&nivel=senior',
      title: 'Inginer șef de șantier — Cluj-Napoca & împrejurimi',
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('url')).toBe(
      'https://allas.ro/joburi/inginer-sef-de-santier?oras=Cluj-Napoca&nivel=senior',
    );
    expect(parsed.searchParams.get('text')).toBe(
      'Inginer șef de șantier — Cluj-Napoca & împrejurimi',
    );
    expect(url).toContain('%C8%99'); // ș, comma below
    expect(url).not.toContain(' ');
  });

  it('leaves out query parameters whose values are all empty', () => {
    const url = buildShareUrl('twitter', { url: 'https://allas.hu/a', title: 'Állás' });
    expect(url).toBe(
      'https://x.com/intent/post?text=%C3%81ll%C3%A1s&url=https%3A%2F%2Fallas.hu%2Fa',
    );
    expect(buildShareUrl('facebook', { url: 'https://allas.hu/a', title: 'Állás' })).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fallas.hu%2Fa',
    );
  });

  it('builds a parseable link for every network', () => {
    for (const network of shareNetworks) {
      const url = buildShareUrl(network, job);
      expect(() => new URL(url)).not.toThrow();
      expect(url).toContain(encodedUrl);
    }
  });

  it('throws the spec error for an unknown network', () => {
    expect(() => shareNetworkDefinition('myspace')).toThrow(
      new Error('Network myspace does not exist'),
    );
    expect(() =>
      buildShareUrl('friendster' as never, { url: 'https://allas.hu', title: 'Állás' }),
    ).toThrow('Network friendster does not exist');
  });

  it('requires a url and a title at run time', () => {
    expect(() => buildShareUrl('facebook', { url: '', title: 'Állás' })).toThrow(
      'Share on facebook: a url is required',
    );
    expect(() =>
      buildShareUrl('facebook', { url: 'https://allas.hu' } as unknown as ShareContent),
    ).toThrow('Share on facebook: a title is required');
    expect(() => buildShareUrl('' as never, job)).toThrow('a network is required');
  });
});
