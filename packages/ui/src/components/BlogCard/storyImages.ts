/**
 * Offline picture fixtures for stories and tests: small SVG scenes as data URLs, so no story loads a
 * remote image and screenshots never wait for the network. They carry no text (an <img> SVG cannot
 * use the bundled font), only shapes in calm colours.
 */
function svgDataUrl(width: number, height: number, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}

/** A landscape scene: sky, two hills and a sun, in one of a few palettes. */
export function sceneImage(variant: 0 | 1 | 2 | 3, width = 960, height = 540): string {
  const palettes = [
    ['#DCE8F5', '#7FA7CF', '#3E6A96', '#F2C14E'],
    ['#F6E3D7', '#D9917A', '#9C4F3C', '#FFF1C1'],
    ['#E2F0E4', '#8CBF96', '#3F7D4E', '#F7D774'],
    ['#ECE6F5', '#A895CC', '#5B4A85', '#FBD3A3'],
  ] as const;
  const [sky, far, near, sun] = palettes[variant];
  return svgDataUrl(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
      `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.12}" fill="${sun}"/>` +
      `<path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.4} ${width * 0.6} ${height * 0.65} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="${far}"/>` +
      `<path d="M0 ${height * 0.85} Q ${width * 0.4} ${height * 0.65} ${width} ${height * 0.9} V ${height} H 0 Z" fill="${near}"/>`,
  );
}

/** A square logo mark: a rounded tile with a simple geometric sign. */
export function logoImage(variant: 0 | 1 | 2): string {
  const marks = [
    '<rect width="96" height="96" rx="20" fill="#14213D"/><circle cx="48" cy="48" r="22" fill="none" stroke="#F2C14E" stroke-width="10"/>',
    '<rect width="96" height="96" rx="20" fill="#C8102E"/><path d="M24 70 48 22 72 70Z" fill="#FFFFFF"/>',
    '<rect width="96" height="96" rx="20" fill="#0B6E4F"/><rect x="24" y="24" width="20" height="48" fill="#FFFFFF"/><rect x="52" y="40" width="20" height="32" fill="#FFFFFF"/>',
  ] as const;
  return svgDataUrl(96, 96, marks[variant]);
}

/** A round portrait placeholder: head and shoulders in soft tones. */
export function portraitImage(variant: 0 | 1 | 2): string {
  const tones = [
    ['#E7D3C1', '#8A5A44', '#2F4858'],
    ['#F1DCCB', '#3B2A20', '#7A3E48'],
    ['#D9B99B', '#C9A227', '#33658A'],
  ] as const;
  const [skin, hair, shirt] = tones[variant];
  return svgDataUrl(
    120,
    120,
    `<rect width="120" height="120" fill="#EEF1F5"/><circle cx="60" cy="50" r="24" fill="${skin}"/>` +
      `<path d="M36 46a24 24 0 0 1 48 0c-6-10-36-10-48 0z" fill="${hair}"/>` +
      `<path d="M20 120c4-26 20-36 40-36s36 10 40 36z" fill="${shirt}"/>`,
  );
}

/** A banner creative in the given size (leaderboard 728×90, sidebar 300×250, inline 960×300). */
export function bannerImage(width: number, height: number): string {
  return svgDataUrl(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#14213D"/>` +
      `<rect x="${width * 0.04}" y="${height * 0.2}" width="${width * 0.5}" height="${height * 0.18}" rx="${height * 0.05}" fill="#FFFFFF"/>` +
      `<rect x="${width * 0.04}" y="${height * 0.5}" width="${width * 0.32}" height="${height * 0.12}" rx="${height * 0.04}" fill="#9FB3D1"/>` +
      `<rect x="${width * 0.7}" y="${height * 0.28}" width="${width * 0.24}" height="${height * 0.44}" rx="${height * 0.1}" fill="#C8102E"/>`,
  );
}
