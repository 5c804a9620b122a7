// Which web font files a page makes the browser fetch, read from its stylesheets: a browser loads
// one file per @font-face (the first format it supports: woff2 here), and for each character it
// shows, of the faces of one family, weight and style, the last declared whose unicode-range holds
// it (CSS Fonts §4.5). Every weight declared counts, used or not. Used by `pnpm bench:web`.

const descriptor = (body, name, fallback) =>
  new RegExp(`(?:^|;)\\s*${name}\\s*:([^;]*)`).exec(body)?.[1].trim() ?? fallback;

/**
 * The @font-face rules of a stylesheet, in order: the file a browser picks, the code points it
 * covers (null: all) and the family/weight/style it serves.
 */
export function fontFacesOf(css) {
  const faces = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const src = descriptor(body, 'src', '');
    const sources = [
      ...src.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)\s*(?:format\(\s*["']?([^"')]+))?/g),
    ];
    if (sources.length === 0) continue;
    const chosen = sources.find(([, , format]) => format === 'woff2') ?? sources[0];
    const range = descriptor(body, 'unicode-range', null);
    faces.push({
      url: chosen[1],
      ranges: range ? parseUnicodeRange(range) : null,
      key: ['font-family', 'font-weight', 'font-style']
        .map((name) => descriptor(body, name, '').replaceAll(/["']/g, ''))
        .join('|'),
    });
  }
  return faces;
}

/** `U+0-FF, U+131, U+1F??` → [[0, 0xff], [0x131, 0x131], [0x1f00, 0x1fff]]. */
export function parseUnicodeRange(value) {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?'))
        return [
          Number.parseInt(part.replaceAll('?', '0'), 16),
          Number.parseInt(part.replaceAll('?', 'f'), 16),
        ];
      const [from, to = from] = part.split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The code points a page shows: its text and placeholders, without scripts (hydration data),
 * styles and comments, entities decoded.
 */
export function shownCodePoints(html) {
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const placeholders = [...body.matchAll(/\bplaceholder="([^"]*)"/g)].map(([, text]) => text);
  const text = [body.replace(/<[^>]*>/g, ' '), ...placeholders]
    .join(' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) =>
      name[0] === '#'
        ? String.fromCodePoint(
            name[1] === 'x' || name[1] === 'X'
              ? Number.parseInt(name.slice(2), 16)
              : Number(name.slice(1)),
          )
        : (ENTITIES[name.toLowerCase()] ?? entity),
    );
  const points = new Set();
  for (const char of text) points.add(char.codePointAt(0));
  return points;
}

const covers = (face, point) =>
  face.ranges === null || face.ranges.some(([from, to]) => point >= from && point <= to);

/** The faces (of `faces`, in declaration order) a browser fetches to show `points`. */
export function facesFetched(faces, points) {
  const fetched = new Set();
  // One family, weight and style at a time (Node 20 has no Map.groupBy).
  const groups = new Map();
  for (const face of faces) groups.set(face.key, [...(groups.get(face.key) ?? []), face]);
  for (const group of groups.values()) {
    for (const point of points) {
      const face = group.findLast((candidate) => covers(candidate, point));
      if (face) fetched.add(face);
    }
  }
  return [...fetched];
}
