// `npm start` (after the build): the demo site on http://127.0.0.1:8080/.
//   /          examples/ (the demo pages; a folder serves its index.html), but each tag's page,
//              /elements/nl-<tag>.html and /en/elements/nl-<tag>.html, from its element's folder
//              (src/elements/<folder>/nl-<tag>.example.html, .example.en.html: element-pages.mjs)
//   /docs/     the manual: docs/*.md rendered in the site's layout (manual.mjs), English only
//   /dist/     the built library, as a page would load it from a CDN
// and on the next port (CDN_PORT, default PORT + 1) dist/ alone with a CDN's headers (CORS, caching):
// the third party's pages (examples/embed/) load the library from there, another origin (issue 29.7).
//   /vendor/bootstrap/  Bootstrap's dist (for the third-party embed example)
//   /api/…     stand-ins for outside services (scripts/site/standins.mjs), asked first
// No dependencies on purpose: it is a preview, not a production server. PORT and HOST change where it
// listens; it stays on loopback unless HOST says otherwise, so a demo is not exposed to the network.
//
// Preview mode (issue 14): `npm start` serves every page with `<html data-nl-debug>`, so an editor
// previewing pages sees each problem on the page (box and panel). NL_PREVIEW=0 serves the visitor
// view instead. handleRequest() itself serves the visitor view unless told `{ preview: true }`: the
// browser tests (test/site.ts) and Lighthouse load the site as a visitor sees it.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFile } from './element-pages.mjs';
import { isManualPath, manualSource } from './manual.mjs';
import { renderPage } from './pages.mjs';
import { findHandler } from './standins.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MOUNTS = [
  { prefix: '/dist/', dir: resolve(ROOT, 'dist') },
  // Bootstrap's CSS (a dev dependency) for examples/embed/sollicitatie.html: a third-party page with
  // heavy CSS of its own, where the application form must still look and work right.
  { prefix: '/vendor/bootstrap/', dir: resolve(ROOT, 'node_modules/bootstrap/dist') },
  // The site's pages: pageFile() (element-pages.mjs) knows where each is written.
  { prefix: '/', dir: resolve(ROOT, 'examples'), file: pageFile },
];
/** Content types by file extension (also the benchmark's server, scripts/perf/bench/server.mjs). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  // The WordPress plugin (dist/wordpress/nl-components.zip), linked from the "In je CMS" page.
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// examples/strict-csp.html is served under the strictest policy a site might use (issue 8): every
// tag must work there with zero violations (test/strict-csp.test.ts).
const STRICT_CSP_PAGES = new Set(['/strict-csp.html']);
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

/**
 * The strict policy for one page: `script-src` also lists the sha256 of each consent-gated inline
 * script (`<script type="text/plain" data-nl-consent=…>`, issue 16), which the library runs once
 * its category is allowed; the hash is how a hash-based policy lets exactly that text run.
 */
export function strictPolicy(html) {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => /\bdata-nl-consent=/.test(attributes) && /\btype="text\/plain"/.test(attributes) && !/\bsrc=/.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return STRICT_CSP.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
}

function notFound(res, pathname) {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  const safe = pathname.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.end(`<!doctype html><html lang="nl"><meta charset="utf-8"><title>Niet gevonden</title>` +
    `<h1>404 — niet gevonden</h1><p><code>${safe}</code> bestaat niet.</p><p><a href="/">Naar de voorbeelden</a></p></html>\n`);
}

/** The file for a URL path under a mount, or null when it would leave the mount's folder (or is no page). */
function fileFor(mount, pathname) {
  if (mount.file) return mount.file(pathname);
  const path = resolve(mount.dir, `.${sep}${pathname.slice(mount.prefix.length)}`);
  return path === mount.dir || path.startsWith(mount.dir + sep) ? path : null;
}

/** `<html …>` with `data-nl-debug` (preview mode), once. */
export function withPreview(page) {
  return page.replace(/<html\b(?![^>]*\sdata-nl-debug\b)/i, '<html data-nl-debug');
}

async function serveFile(req, res, pathname, options) {
  // The manual (/docs/), rendered from docs/*.md (manual.mjs).
  if (pathname === '/docs') {
    res.writeHead(301, { Location: '/docs/' });
    return res.end();
  }
  if (isManualPath(pathname)) return sendPage(req, res, pathname, manualSource(pathname), options);
  if (MOUNTS.some((m) => `${pathname}/` === m.prefix)) {
    res.writeHead(301, { Location: `${encodeURI(pathname)}/` });
    return res.end();
  }
  const mount = MOUNTS.find((m) => pathname.startsWith(m.prefix));
  let path = fileFor(mount, pathname);
  if (!path) return notFound(res, pathname);
  let info = await stat(path).catch(() => null);
  if (info?.isDirectory()) {
    // /folder → /folder/, so the page's relative links resolve inside the folder.
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${encodeURI(pathname)}/` });
      return res.end();
    }
    path = join(path, 'index.html');
    info = await stat(path).catch(() => null);
  }
  if (!info?.isFile()) return notFound(res, pathname);
  if (mount.prefix === '/' && path.endsWith('.html')) return sendPage(req, res, pathname, await readFile(path, 'utf8'), options);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    // Always the latest build while developing.
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

/** A page of the site: its HTML with the includes filled in (renderPage), in preview mode when asked. */
async function sendPage(req, res, pathname, source, options) {
  const html = await renderPage(source, pathname.endsWith('/') ? `${pathname}index.html` : pathname, { cdn: cdnBase(req, options) });
  const page = Buffer.from(options.preview ? withPreview(html) : html);
  res.writeHead(200, {
    'Content-Type': TYPES['.html'],
    'Content-Length': page.length,
    'Cache-Control': 'no-cache',
    // nl-monitoring's browser profiling (Sentry) needs the JS Self-Profiling API, which Chromium
    // allows only with this header; without it, starting a profile logs a policy violation.
    'Document-Policy': 'js-profiling',
    ...(STRICT_CSP_PAGES.has(pathname) ? { 'Content-Security-Policy': strictPolicy(page.toString('utf8')) } : {}),
  });
  return res.end(req.method === 'HEAD' ? undefined : page);
}

/**
 * Where a third party's page (examples/embed/) loads dist/ from: `options.cdn` (a URL, or a function
 * of the request), else this server's own /dist/.
 */
function cdnBase(req, options) {
  const cdn = typeof options.cdn === 'function' ? options.cdn(req) : options.cdn;
  return cdn ?? '/dist/';
}

// ------------------------------------------------------------------ the CDN (issue 29.7)

/** A hashed file (chunks/define-BY58ou-u.js): its name changes with its bytes, so it may be kept for ever. */
const HASHED = /-[\w-]{8}\.js$/;

/**
 * `npm start`'s second server: dist/ alone, on another port (another origin), with the headers a CDN
 * must send for the library (the page for third parties, insluiten.html, lists them):
 * - `Access-Control-Allow-Origin: *`: modules from another origin are fetched with CORS, and
 *   Subresource Integrity on another origin needs it for the stylesheet too;
 * - a JavaScript MIME type for .js (a module with another type is refused);
 * - the hashed chunks cached for a year (`immutable`); the files whose names stay the same from one
 *   release to the next (the loader, elements/<tag>.js, the stylesheet) revalidated (`no-cache`),
 *   unless the URL holds the version (a CDN path such as /nl-components/0.2.0/), when they may be too.
 */
export async function handleCdnRequest(req, res) {
  const cors = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
  if (req.method === 'OPTIONS') return res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { ...cors, Allow: 'GET, HEAD' }).end();
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return res.writeHead(400, cors).end('Bad request');
  }
  const dist = resolve(ROOT, 'dist');
  const path = resolve(dist, `.${sep}${pathname}`);
  const info = (path.startsWith(dist + sep) && !pathname.includes('\0') && (await stat(path).catch(() => null))) || null;
  if (!info?.isFile()) return res.writeHead(404, { ...cors, 'Content-Type': TYPES['.txt'] }).end('Not found\n');
  res.writeHead(200, {
    ...cors,
    'Content-Type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

/**
 * Answers one request of the demo site (also used by the browser tests, web-test-runner.config.mjs,
 * and Lighthouse). `preview: true` serves pages in preview mode (`<html data-nl-debug>`); `cdn` is
 * where the embed pages load dist/ from (a folder URL, or a function of the request; /dist/ without).
 */
export async function handleRequest(req, res, options = {}) {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    // A NUL or backslash has no business in a URL path here, and a backslash is a separator on Windows.
    if (pathname.includes('\0') || pathname.includes('\\')) return notFound(res, url.pathname);
    const handler = findHandler(req.method, pathname);
    if (handler) return await handler.handle(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    await serveFile(req, res, pathname, options);
  } catch (error) {
    console.error(`serve: ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  }
}

/** `npm start`'s server: pages in preview mode unless `preview: false` (NL_PREVIEW=0); `cdn` as handleRequest's. */
export function createPreviewServer({ preview = process.env.NL_PREVIEW !== '0', cdn } = {}) {
  return createServer((req, res) => handleRequest(req, res, { preview, cdn }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  // dist/ again on the next port (CDN_PORT), another origin: the embed pages load the library from it.
  const cdnPort = Number(process.env.CDN_PORT ?? port + 1);
  const cdnFor = (req) => `http://${(req.headers.host ?? host).replace(/:\d+$/, '')}:${cdnPort}/`;
  const server = createPreviewServer({ cdn: cdnFor });
  const cdn = createServer((req, res) => void handleCdnRequest(req, res).catch((error) => {
    console.error(`serve (cdn): ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }));
  cdn.on('error', (error) => {
    console.error(`serve: cannot listen on ${host}:${cdnPort} for the CDN (${error.code ?? error.message}); CDN_PORT sets another port`);
    process.exit(1);
  });
  cdn.listen(cdnPort, host);
  server.on('error', (error) => {
    console.error(`serve: cannot listen on ${host}:${port} (${error.code ?? error.message})`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const shown = host.includes(':') ? `[${host}]` : host;
    console.log(`Demo site: http://${shown}:${server.address().port}/  (library at /dist/, stand-ins at /api/)`);
    console.log(`CDN: http://${shown}:${cdnPort}/  (dist/ again, with CORS: the embed pages load the library from it)`);
    console.log(process.env.NL_PREVIEW === '0' ? 'Visitor view (NL_PREVIEW=0): problems only in the console.' : 'Preview mode: every problem is shown on the page (NL_PREVIEW=0 for the visitor view).');
  });
}
