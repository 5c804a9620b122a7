import { createHash } from 'node:crypto';

// Demo companies and blog posts have no uploaded pictures, so their logo, banner and cover are drawn
// here as SVG. They should read as designed artwork, not placeholders: a logo is a mark that fits
// the industry (a bolt for energy, a gear for manufacturing …) in a shape and colours drawn from a
// hash of the slug, so companies of one industry still differ; a banner is an abstract composition
// without any text (the page names the company beside it, and a long name would be cut off); a
// cover sets the post's title in lines that fit. Same input, same bytes (pictures are cached a day).

/** Escapes text for an XML attribute or text node. */
export const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Deep, saturated hues that carry white marks at AA contrast, with a pale partner for grounds. */
const HUES = [212, 168, 146, 262, 8, 28, 190, 330, 232, 98] as const;

interface Palette {
  /** The mark's ground: dark enough for white on it (lightness 30 %). */
  deep: string;
  /** A second, related tone for layers. */
  mid: string;
  /** A pale ground. */
  pale: string;
  /** An accent from the other side of the wheel. */
  accent: string;
}

/** One of a non-empty list, by a hash byte. */
function pick<T>(list: readonly [T, ...T[]], byte: number | undefined): T {
  return list[(byte ?? 0) % list.length] ?? list[0];
}

function hashBytes(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

function paletteFor(bytes: Buffer): Palette {
  const hue = pick(HUES, bytes[0]);
  const accentHue = (hue + 150 + ((bytes[1] ?? 0) % 60)) % 360;
  return {
    deep: `hsl(${hue} 62% 30%)`,
    mid: `hsl(${hue} 48% 46%)`,
    pale: `hsl(${hue} 55% 93%)`,
    accent: `hsl(${accentHue} 70% 58%)`,
  };
}

/** An industry's mark on a 48 × 48 grid centred at (24, 24), drawn with `currentColor`. */
const MARKS: Record<string, string> = {
  // brackets around a slash
  software:
    '<path d="M17 14 8 24l9 10M31 14l9 10-9 10M27 11l-6 26" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  // rising bars
  finance:
    '<path d="M10 38V28M20 38V20M30 38V14M40 38V8" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>',
  // an arrow leaving a box
  logistics:
    '<path d="M8 16h20v20H8zM28 26h12M34 20l6 6-6 6" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>',
  // a gear
  manufacturing:
    '<circle cx="24" cy="24" r="7" fill="none" stroke="currentColor" stroke-width="4"/><path d="M24 6v7M24 35v7M6 24h7M35 24h7M11.3 11.3l5 5M31.7 31.7l5 5M11.3 36.7l5-5M31.7 16.3l5-5" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>',
  // a shopping bag
  retail:
    '<path d="M10 17h28l-3 23H13zM17 17v-3a7 7 0 0 1 14 0v3" fill="none" stroke="currentColor" stroke-width="4" stroke-linejoin="round"/>',
  // a lightning bolt
  energy: '<path d="M27 5 11 27h11l-3 16 18-24H26z" fill="currentColor"/>',
  // two speech bubbles
  consulting:
    '<path d="M8 12h22v14H17l-6 5v-5H8zM34 20h6v13h-3v4l-5-4h-9v-4" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linejoin="round"/>',
  // signal waves from a dot
  telecom:
    '<circle cx="14" cy="34" r="4" fill="currentColor"/><path d="M14 22a12 12 0 0 1 12 12M14 12a22 22 0 0 1 22 22" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>',
};

/** Two interlocking rings: the mark of an industry the list above does not know (yet). */
const FALLBACK_MARK =
  '<circle cx="19" cy="24" r="10" fill="none" stroke="currentColor" stroke-width="4"/><circle cx="29" cy="24" r="10" fill="none" stroke="currentColor" stroke-width="4"/>';

/** The ground a logo's mark sits on, on a 120 × 120 canvas. */
const SHAPES: readonly [(fill: string) => string, ...((fill: string) => string)[]] = [
  (fill: string) => `<rect width="120" height="120" rx="28" fill="${fill}"/>`,
  (fill: string) => `<circle cx="60" cy="60" r="60" fill="${fill}"/>`,
  (fill: string) =>
    `<path d="M60 2 110 31v58L60 118 10 89V31z" fill="${fill}" stroke="${fill}" stroke-width="4" stroke-linejoin="round"/>`,
  (fill: string) => `<rect width="120" height="120" rx="10" fill="${fill}"/>`,
];

export interface CompanyArtworkInput {
  name: string;
  slug: string;
  industry: string;
}

/** A company's logo: its industry's mark in white on a shape in the company's colours. */
export function companyLogoSvg({ name, slug, industry }: CompanyArtworkInput): string {
  const bytes = hashBytes(slug);
  const colours = paletteFor(bytes);
  const shape = pick(SHAPES, bytes[2]);
  const mark = MARKS[industry] ?? FALLBACK_MARK;
  // A small accent dot in some logos: companies of one industry and shape still differ.
  const dot =
    (bytes[3] ?? 0) % 2 === 0 ? `<circle cx="92" cy="28" r="7" fill="${colours.accent}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${xml(name)}">${shape(colours.deep)}<g transform="translate(24 24) scale(1.5)" color="#fff">${mark}</g>${dot}</svg>`;
}

/** Three compositions for a 1200 × 300 banner; none carries text. */
const BANNER_COMPOSITIONS: readonly [(c: Palette) => string, ...((c: Palette) => string)[]] = [
  // soft waves rising to the right
  (c: Palette) =>
    `<rect width="1200" height="300" fill="${c.pale}"/><path d="M0 230C220 170 380 260 600 200S980 90 1200 120V300H0z" fill="${c.mid}" opacity=".35"/><path d="M0 270C260 220 440 290 700 240S1040 170 1200 190V300H0z" fill="${c.deep}"/><circle cx="1040" cy="70" r="34" fill="${c.accent}"/>`,
  // overlapping circles on the right
  (c: Palette) =>
    `<rect width="1200" height="300" fill="${c.deep}"/><circle cx="930" cy="150" r="210" fill="${c.mid}" opacity=".55"/><circle cx="1110" cy="40" r="150" fill="${c.pale}" opacity=".18"/><circle cx="760" cy="290" r="90" fill="${c.accent}" opacity=".8"/><circle cx="120" cy="-40" r="120" fill="${c.mid}" opacity=".35"/>`,
  // diagonal bands
  (c: Palette) =>
    `<rect width="1200" height="300" fill="${c.pale}"/><path d="M640 300 880 0h120L760 300z" fill="${c.mid}" opacity=".45"/><path d="M800 300 1040 0h160v300z" fill="${c.deep}"/><path d="M560 300 800 0h40L600 300z" fill="${c.accent}"/>`,
];

/** A company's banner: an abstract composition in its colours, the same colours as its logo. */
export function companyBannerSvg({ name, slug }: CompanyArtworkInput): string {
  const bytes = hashBytes(slug);
  const colours = paletteFor(bytes);
  const composition = pick(BANNER_COMPOSITIONS, bytes[4]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${xml(name)}">${composition(colours)}</svg>`;
}

/** Splits a title into lines of at most `width` characters, at spaces (a longer word stands alone). */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Characters a line of the cover holds at 56 px bold (Arial: an SVG picture cannot load web fonts) in the 920 px text box. */
const COVER_LINE_CHARACTERS = 34;
const COVER_MAX_LINES = 4;

/**
 * A blog post's cover (1200 × 630, the size link previews use): the title in the page's language,
 * set in up to four lines, smaller when it needs more, on the post's colours.
 */
export function blogCoverSvg({ title, key }: { title: string; key: string }): string {
  const colours = paletteFor(hashBytes(key));
  let width = COVER_LINE_CHARACTERS;
  let lines = wrapTitle(title, width);
  // Too many lines: a smaller size fits more characters on each.
  while (lines.length > COVER_MAX_LINES && width < 60) {
    width += 6;
    lines = wrapTitle(title, width);
  }
  const fontSize = Math.round((56 * COVER_LINE_CHARACTERS) / width);
  const lineHeight = Math.round(fontSize * 1.2);
  const top = 315 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="120" y="${Math.round(top + index * lineHeight)}">${xml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="${xml(title)}"><rect width="1200" height="630" fill="${colours.deep}"/><circle cx="1130" cy="80" r="200" fill="${colours.mid}" opacity=".5"/><circle cx="1010" cy="600" r="120" fill="${colours.accent}" opacity=".85"/><rect x="60" y="60" width="1040" height="510" rx="32" fill="${colours.pale}"/><rect x="120" y="120" width="96" height="10" rx="5" fill="${colours.accent}"/><text font-family="Inter, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colours.deep}">${text}</text></svg>`;
}
