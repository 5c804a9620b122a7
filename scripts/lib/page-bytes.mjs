// What one served page costs a visitor in bytes (`pnpm bench:web`): its HTML, the JS and CSS the
// HTML asks for, gzipped, and the web fonts it makes the browser fetch, as sent (woff2 is already
// compressed). Everything is fetched from the gateway with the site's Host header.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { facesFetched, fontFacesOf, shownCodePoints } from './font-faces.mjs';

export const KiB = 1024;

/**
 * A GET with the site's host name in the Host header (fetch cannot set it, and `ro.localhost` does
 * not resolve everywhere), sent to the gateway on the loopback; no Accept-Encoding, so the body
 * comes as it is.
 */
export function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JS, CSS and preloaded fonts a page's HTML asks for, as absolute URLs (same origin only). */
export function assetsOf(html, origin) {
  const js = new Set();
  const css = new Set();
  const fonts = new Set();
  const add = (set, href) => {
    const url = new URL(href.replaceAll('&amp;', '&'), origin);
    url.hash = '';
    if (url.origin === origin) set.add(url.href);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) add(js, href);
    else if (/\brel="stylesheet"/.test(tag)) add(css, href);
    else if (/\brel="preload"/.test(tag) && /\bas="font"/.test(tag)) add(fonts, href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    add(js, /\bsrc="([^"]+)"/.exec(tag)[1]);
  }
  // React Router's inline entry: import "…"; / import("…").
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, href] of body.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) add(js, href);
  }
  return { js: [...js], css: [...css], fonts: [...fonts] };
}

async function fetchAll(urls, host) {
  const files = [];
  for (const url of urls) {
    const response = await get(url, host);
    if (response.status !== 200) throw new Error(`bench:web: ${url} answered ${response.status}`);
    files.push({ url, body: response.body });
  }
  return files;
}

const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
const gzipped = (file) => gzipSync(file.body).length;

function listFiles(kind, files, size) {
  for (const file of files)
    console.log(
      `  ${kind.padEnd(4)} ${(size(file) / KiB).toFixed(2).padStart(6)} KiB  ${file.url}`,
    );
}

/**
 * The page at `url`: { status } when it does not answer 200, otherwise the gzipped bytes of its
 * HTML, JS and CSS, its fonts' bytes and counts. Fonts: the files its stylesheets (linked and
 * inline) make a browser fetch for the characters it shows (font-faces.mjs), plus those it
 * preloads. BENCH_FILES=1 lists every file.
 */
export async function pageBytes(url, host) {
  const response = await get(url, host);
  if (response.status !== 200) return { status: response.status };
  const html = response.body.toString('utf8');
  const { origin } = new URL(url);
  const assets = assetsOf(html, origin);
  const js = await fetchAll(assets.js, host);
  const css = await fetchAll(assets.css, host);

  // Linked stylesheets first, then inline ones, as the faces' declaration order.
  const stylesheets = [
    ...css.map((file) => ({ base: file.url, text: file.body.toString('utf8') })),
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => ({
      base: url,
      text,
    })),
  ];
  const faces = stylesheets.flatMap(({ base, text }) =>
    fontFacesOf(text).map((face) => ({ ...face, url: new URL(face.url, base).href })),
  );
  const fontUrls = new Set(assets.fonts);
  for (const face of facesFetched(faces, shownCodePoints(html))) {
    if (new URL(face.url).origin === origin) fontUrls.add(face.url);
  }
  const fonts = await fetchAll([...fontUrls], host);
  const asSent = (file) => file.body.length;

  if (process.env.BENCH_FILES) {
    listFiles('js', js, gzipped);
    listFiles('css', css, gzipped);
    listFiles('font', fonts, asSent);
  }
  return {
    status: 200,
    html: gzipSync(response.body).length,
    js: sum(js, gzipped),
    css: sum(css, gzipped),
    stylesheets: css.length,
    fonts: sum(fonts, asSent),
    fontFiles: fonts.length,
    files: js.length + css.length + fonts.length,
  };
}
