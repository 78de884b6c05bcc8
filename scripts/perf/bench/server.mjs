// The benchmark's own static server (node:http, loopback, a free port), used by scripts/perf/bench.mjs.
//   /bench/…         test/bench/ (the benchmark pages and their small scripts)
//   /dist/…          the built library (dist/), as a page would load it from a CDN
//   /node_modules/…  the peers' published files (govuk-frontend, Shoelace and lit, vanilla-cookieconsent,
//                    lite-youtube-embed), exactly as they ship
//   /assets/…        govuk-frontend's fonts and images (its CSS asks for /assets/fonts/…, /assets/images/…)
// Every response is `Cache-Control: no-store` and uncompressed: the script gzips what it counts itself.
//
// With a base checkout (startServer's `base`, scripts/perf/interactions.mjs --base DIR), /base-dist/… is
// that checkout's dist/, and a page asked for with ?dist=base loads the library from there: the same
// page, two builds, side by side in one run.
//
// A page may hold one `<!--#repeat … -->` block: the server writes its markup ?n= times (default 50,
// at most 10000), with {i} replaced by 1…n, so one file serves 50, 500 and 2000 accordion items.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPES } from '../../site/serve.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const MOUNTS = [
  { prefix: '/bench/', dir: resolve(ROOT, 'test/bench') },
  { prefix: '/dist/', dir: resolve(ROOT, 'dist') },
  { prefix: '/node_modules/', dir: resolve(ROOT, 'node_modules') },
  { prefix: '/assets/', dir: resolve(ROOT, 'node_modules/govuk-frontend/dist/govuk/assets') },
];


const DEFAULT_ITEMS = 50;
const MAX_ITEMS = 10000;

/** Writes a page's `<!--#repeat … -->` block n times ({i} = 1…n). */
export function expandRepeat(html, n) {
  return html.replace(/<!--#repeat([\s\S]*?)-->/g, (_, block) => {
    const parts = [];
    for (let i = 1; i <= n; i += 1) parts.push(block.replaceAll('{i}', String(i)));
    return parts.join('');
  });
}

function fileFor(pathname, mounts) {
  const mount = mounts.find((m) => pathname.startsWith(m.prefix));
  if (!mount) return null;
  const path = resolve(mount.dir, `.${sep}${decodeURIComponent(pathname.slice(mount.prefix.length))}`);
  return path.startsWith(mount.dir + sep) ? path : null;
}

async function handle(req, res, mounts) {
  const url = new URL(req.url, 'http://localhost');
  const headers = { 'Cache-Control': 'no-store' };
  if (url.pathname === '/favicon.ico') {
    res.writeHead(204, headers);
    return res.end();
  }
  const path = fileFor(url.pathname, mounts);
  const info = path && (await stat(path).catch(() => null));
  if (!info?.isFile()) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end(`not found: ${url.pathname}\n`);
  }
  let body = await readFile(path);
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  if (extname(path) === '.html') {
    const n = Number.parseInt(url.searchParams.get('n') ?? '', 10);
    let html = expandRepeat(body.toString('utf8'), Number.isFinite(n) && n > 0 ? Math.min(n, MAX_ITEMS) : DEFAULT_ITEMS);
    if (url.searchParams.get('dist') === 'base') html = html.replaceAll('"/dist/', '"/base-dist/');
    body = Buffer.from(html);
  }
  // As scripts/site/serve.mjs: nl-monitoring's profiler (JS Self-Profiling) needs this header on the document.
  if (extname(path) === '.html') headers['Document-Policy'] = 'js-profiling';
  res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Starts the server on 127.0.0.1 at a free port (or `port`); resolves with {origin, close()}. `base`:
 * another checkout's folder, whose dist/ is served as /base-dist/.
 */
export function startServer(port = 0, { base } = {}) {
  const mounts = base ? [...MOUNTS, { prefix: '/base-dist/', dir: resolve(base, 'dist') }] : MOUNTS;
  const server = createServer((req, res) => {
    handle(req, res, mounts).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`${error?.stack ?? error}\n`);
    });
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolvePromise({
        origin: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
