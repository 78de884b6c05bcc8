// The outside world for Firefox and WebKit, as test/third-party.mjs is for Chromium. Those engines are
// not driven over Chromium's DevTools protocol, so nothing can pause their requests; instead they are
// started with this proxy for https:// (Firefox's prefs; WebKit's `https_proxy` in its environment,
// read by GLib's libproxy resolver with the WebDriver capability `proxy: {proxyType: 'system'}`: the
// capability's own `sslProxy` is taken by WebKitGTK as a proxy spoken to over TLS, and `socksProxy` is
// not used), and with `acceptInsecureCerts`. The proxy answers CONNECT for a host that has a fake (test/fakes/*.mjs) by
// speaking TLS itself, with a certificate made for the run by openssl, and hands each request to that
// fake's respond(url, request), the same function Chromium's interceptor calls. A host without a fake
// gets 502, which the browser shows as a failed connection, as it would offline. http:// requests
// (the test server on 127.0.0.1 and localhost) never pass through it.
//   const proxy = await startThirdPartyProxy();  proxy.port, proxy.close()
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { fakes } from '../third-party.mjs';

/** A self-signed key and certificate for the fakes' hosts (the browsers accept it: acceptInsecureCerts). */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'nl-proxy-'));
  try {
    const names = fakes.flatMap((fake) => fake.hosts ?? []).map((host) => `DNS:${host}`);
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=nl-components test fakes',
      '-addext', `subjectAltName=${names.join(',')}`,
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'cache-control': 'no-store',
};

async function answer(req, res) {
  const url = new URL(req.url, `https://${req.headers.host}`);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  const fake = fakes.find((candidate) => candidate.hosts?.includes(url.hostname));
  // The shape of the DevTools protocol's Request, which the fakes were written against.
  const request = { method: req.method, headers: req.headers, postData: body.toString(), postDataEntries: body.length ? [{ bytes: body.toString('base64') }] : undefined };
  const result = await fake?.respond?.(url, request);
  if (!result) {
    // A dropped connection. Dropped before any answer, Firefox sends a GET again (as a browser may on
    // a kept-alive connection) and the retry gets whatever the fake answers by then; dropped after the
    // head, one byte short, it is a network error in every engine.
    res.writeHead(200, { ...CORS, 'content-length': '1' });
    res.flushHeaders();
    req.socket.end();
    return;
  }
  res.writeHead(result.status ?? 200, { ...CORS, 'content-type': result.type ?? 'text/plain' }).end(Buffer.from(result.body ?? ''));
}

export async function startThirdPartyProxy() {
  const tls = certificate();
  const https = createHttpServer((req, res) => answer(req, res).catch(() => res.destroy()));
  const proxy = createHttpServer((req, res) => res.writeHead(405).end('https:// only'));
  proxy.on('connect', (req, socket) => {
    const host = req.url.replace(/:\d+$/, '');
    socket.on('error', () => {});
    if (!fakes.some((fake) => fake.hosts?.includes(host))) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    https.emit('connection', secure(socket, tls));
  });
  const sockets = new Set();
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: proxy.address().port,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}

function secure(socket, tls) {
  const wrapped = new TLSSocket(socket, { isServer: true, ...tls });
  wrapped.on('error', () => {});
  return wrapped;
}
