// serveStorybook.mjs DIR PORT: serves the static Storybook on 127.0.0.1 for the visual step, and
// axe-core's browser build at /__visual/axe.js. Every response may be cached for the whole run:
// the build does not change while a run lasts and every run starts with an empty browser cache.
// `vite preview` answered `Cache-Control: no-cache`, so each of the ~900 story loads of a run
// revalidated its ~30 modules one round trip at a time.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, sep } from 'node:path';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error('usage: serveStorybook.mjs DIR PORT');
const root = normalize(dir) + sep;
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const types = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file =
    pathname === '/__visual/axe.js'
      ? axePath
      : normalize(join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname)));
  const size = file.startsWith(root) || file === axePath ? await fileSize(file) : null;
  if (size === null) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': 'max-age=86400, immutable',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1');

/** The size of a regular file, or null when there is none. */
async function fileSize(file) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}
