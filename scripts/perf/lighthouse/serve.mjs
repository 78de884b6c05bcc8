// The demo site for scripts/perf/lighthouse.mjs: scripts/site/serve.mjs's handleRequest in its own process,
// answering as the site would from a production host. Two differences from `npm start`:
//
// 1. Text is gzip-compressed (HTML, CSS, JS, JSON, SVG over 1 KB, when the browser accepts gzip),
//    as every CDN or production web server does (the size budgets in size-budgets.json are gzip
//    bytes too). serve.mjs, a preview server, sends everything uncompressed, and Lighthouse's
//    simulated slow 4G would charge the library for that. LH_GZIP=0 turns this off.
// 2. `Cache-Control: no-store` (what the /api/ stand-ins send) is sent as `no-cache`, which for a
//    page loaded once per run means the same thing. Why: Chromium reports a `no-store` response
//    to a fetch() whose body the page never reads as still loading, for ever (DevTools gets no
//    Network.loadingFinished). Sentry's transport reads only the status and headers of its POST to
//    /api/errors/envelope (the error stand-in, which answers `no-store`), and Lighthouse waits for
//    every high-priority request to finish ("network-critical-idle"), so every page would wait
//    out the 45 s load timeout and be flagged "The page loaded too slowly to finish within the time
//    limit". (Content-Length or chunked makes no difference; `no-store` does.)
//
//   PORT=0 node scripts/perf/lighthouse/serve.mjs   → prints "Demo site: http://127.0.0.1:<port>/"
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { handleRequest } from '../../site/serve.mjs';

const GZIP = process.env.LH_GZIP !== '0';
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/i;

/**
 * Wraps a response so that what handleRequest writes is collected and sent at end(): the headers
 * adjusted as above, the body gzipped when it should be. The demo site's files are small, so
 * holding a whole response in memory is fine.
 */
function adjusted(req, res) {
  let status = 200;
  const chunks = [];
  res.writeHead = (code, ...rest) => {
    status = code;
    const headers = rest.find((r) => r && typeof r === 'object');
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    return res;
  };
  const realWrite = res.write.bind(res);
  const realEnd = res.end.bind(res);
  const realWriteHead = Object.getPrototypeOf(res).writeHead.bind(res);
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  res.write = (chunk, encoding, callback) => {
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) queueMicrotask(done);
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    collect(chunk, encoding);
    let body = Buffer.concat(chunks);
    const cache = res.getHeader('cache-control');
    if (typeof cache === 'string' && /\bno-store\b/i.test(cache)) res.setHeader('Cache-Control', cache.replace(/\bno-store\b/gi, 'no-cache'));
    const type = String(res.getHeader('content-type') ?? '');
    if (GZIP && body.length > 1024 && COMPRESSIBLE.test(type) && !res.getHeader('content-encoding') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 6 });
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    if (req.method !== 'HEAD' || body.length) res.setHeader('Content-Length', body.length);
    res.removeHeader('transfer-encoding');
    realWriteHead(status);
    if (req.method !== 'HEAD' && body.length) realWrite(body);
    return realEnd(typeof encoding === 'function' ? encoding : callback);
  };
  return res;
}

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const server = createServer((req, res) => handleRequest(req, adjusted(req, res)));
server.on('error', (error) => {
  console.error(`lighthouse serve: cannot listen on ${host}:${port} (${error.code ?? error.message})`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Demo site: http://${host}:${server.address().port}/`);
});
