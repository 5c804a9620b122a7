import { industries } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { blogCoverSvg, companyBannerSvg, companyLogoSvg, wrapTitle } from '../src/media/artwork.ts';

const company = {
  name: 'Balaton Energetika Zrt.',
  slug: 'balaton-energetika-zrt',
  industry: 'energy',
};

/** Every opened element is closed, in order: the SVG is well-formed enough for a browser. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}

describe('generated company artwork', () => {
  it('draws a logo with the industry mark, the name as its text alternative and no initials', () => {
    const svg = companyLogoSvg(company);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('role="img" aria-label="Balaton Energetika Zrt."');
    expect(svg).not.toContain('<text');
    expect(balanced(svg)).toBe(true);
    expect(companyLogoSvg(company)).toBe(svg);
  });

  it('gives each industry its own mark and companies of one industry different looks', () => {
    const marks = new Set(
      industries.map(({ key }) =>
        companyLogoSvg({ ...company, industry: key }).replace(/.*<g [^>]*>(.*)<\/g>.*/, '$1'),
      ),
    );
    expect(marks.size).toBe(industries.length);
    const looks = new Set(
      Array.from({ length: 12 }, (_, i) =>
        companyLogoSvg({ ...company, slug: `ceg-${i}` }).replace(/aria-label="[^"]*"/, ''),
      ),
    );
    expect(looks.size).toBeGreaterThanOrEqual(10);
  });

  it('draws a banner without any text, so no name is ever cut off, and escapes the label', () => {
    const svg = companyBannerSvg({ ...company, name: 'Kovács & Társa <Kft.>' });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Kovács &amp; Társa &lt;Kft.&gt;"');
    expect(balanced(svg)).toBe(true);
    const compositions = new Set(
      Array.from({ length: 12 }, (_, i) =>
        companyBannerSvg({ ...company, slug: `ceg-${i}` }).replace(/hsl\([^)]*\)/g, ''),
      ),
    );
    expect(compositions.size).toBe(3);
  });
});

describe('generated blog covers', () => {
  it('wraps a title at spaces into lines that fit', () => {
    expect(wrapTitle('Hogyan tárgyalj a fizetésedről az első interjún', 34)).toEqual([
      'Hogyan tárgyalj a fizetésedről az',
      'első interjún',
    ]);
    expect(wrapTitle('Egy', 28)).toEqual(['Egy']);
  });

  it('sets the whole title, in up to four lines that stay inside the card', () => {
    const title =
      'Cum îți negociezi salariul la primul interviu fără să pari nepoliticos sau prea insistent în fața angajatorului';
    const svg = blogCoverSvg({ title, key: 'salary' });
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeLessThanOrEqual(4);
    const fontSize = Number(svg.match(/font-size="(\d+)"/)?.[1]);
    // About half an em a character in Arial bold: every line fits the 920 px between the margins.
    for (const line of lines) expect((line?.length ?? 0) * fontSize * 0.5).toBeLessThanOrEqual(960);
    expect(balanced(svg)).toBe(true);
  });
});
