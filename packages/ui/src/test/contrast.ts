/** WCAG 2.x relative luminance and contrast ratio, for the theme contrast test. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(value: string): Rgba {
  const colour = value.trim().toLowerCase();
  if (colour === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{6})$/.exec(colour);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  const rgb = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(colour);
  if (rgb) {
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] === undefined ? 1 : Number(rgb[4]),
    };
  }
  throw new Error(`Unsupported colour in a contrast check: ${value}`);
}

/** Paints a possibly translucent colour over an opaque backdrop. */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + backdrop.r * (1 - a),
    g: top.g * a + backdrop.g * (1 - a),
    b: top.b * a + backdrop.b * (1 - a),
    a: 1,
  };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast of `fg` on `bg`, both painted over `backdrop` when translucent. */
export function contrastRatio(fg: string, bg: string, backdrop = '#FFFFFF'): number {
  const base = parseColour(backdrop);
  const background = composite(parseColour(bg), base);
  const foreground = composite(parseColour(fg), background);
  const l1 = luminance(foreground);
  const l2 = luminance(background);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
