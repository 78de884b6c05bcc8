// Fakes of the outside services, served by the test runner (there is no network in tests).
// Each answers under /fake/…; tests point the elements' endpoints there.
import { createServer } from 'node:net';
import { examplePages } from '../scripts/site/pages.mjs';
import { fakes } from './third-party.mjs';


// A built file held back (a slow network for one chunk): /dist-held/… is /dist/…, never cached,
// except that while the request's cookie nl_test_hold names the file (e.g. `nl-cookie-bar.js`) it
// waits until /fake/release?file=… (or 20 s). A path of its own, so that no copy another test file
// left in the browser's cache can skip the wait. Tests use it to make the cookie bar's code arrive
// last (test/consent-page.test.ts).
const holds = new Map();
const flakyModules = new Set();
function hold(file) {
  if (!holds.has(file)) {
    let release;
    const promise = new Promise((resolve) => (release = resolve));
    const timer = setTimeout(release, 20_000);
    holds.set(file, { promise, release: () => (clearTimeout(timer), release()) });
  }
  return holds.get(file).promise;
}

export async function fakeServices(ctx, next) {
  if (ctx.path.startsWith('/dist-held/')) {
    const held = /(?:^|;\s*)nl_test_hold=([^;]*)/.exec(ctx.get('cookie') ?? '')?.[1];
    if (held && ctx.path.endsWith(`/${decodeURIComponent(held)}`)) await hold(decodeURIComponent(held));
    ctx.path = `/dist/${ctx.path.slice('/dist-held/'.length)}`;
    await next();
    ctx.set('Cache-Control', 'no-store');
    return;
  }
  if (!ctx.path.startsWith('/fake/')) return next();
  if (ctx.path === '/fake/release') {
    const file = String(ctx.query.file ?? '');
    hold(file);
    holds.get(file).release();
    holds.delete(file);
    ctx.body = '';
    return;
  }
  if (ctx.path === '/fake/log') {
    // Debugging aid: a page that hangs never flushes its console; this reaches the terminal at once.
    console.log('[page]', ctx.query.m);
    ctx.body = '';
    return;
  }
  if (ctx.path === '/fake/pages') {
    ctx.type = 'json';
    ctx.body = examplePages();
    return;
  }
  if (ctx.path === '/fake/application' && ctx.method === 'POST') {
    // What an application form's POST carried, read as a server reads multipart (scripts/site/application.mjs).
    const { readForm } = await import('../scripts/site/application.mjs');
    ctx.type = 'json';
    ctx.body = await readForm(ctx.req);
    return;
  }
  if (ctx.path === '/fake/sanitize-html' && ctx.method === 'POST') {
    // test/cms.test.ts: sanitize-html runs in Node, with the shipped options (test/sanitize-html.mjs).
    const { sanitizeRoute } = await import('./sanitize-html.mjs');
    await sanitizeRoute(ctx);
    return;
  }
  if (ctx.path === '/fake/flaky-module') {
    // A module that fails the first time a key asks (503) and is a module after: whether the browser
    // fetches a failed module again on the next import (test/embed.test.ts, keepsFailedModules).
    const key = String(ctx.query.key ?? '');
    const first = !flakyModules.has(key);
    flakyModules.add(key);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = first ? 503 : 200;
    ctx.type = 'text/javascript';
    ctx.body = first ? '' : 'export default 1;';
    return;
  }
  if (ctx.path === '/fake/closed-port') {
    // A server that cannot be reached: a port on this machine that the system just gave out and
    // took back, so nothing listens there and a browser's connection is refused (its own error
    // page). Not port 9 (discard) or another well-known one: browsers block those before asking,
    // and Firefox then keeps no history entry for its error page.
    ctx.type = 'json';
    ctx.body = await new Promise((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve({ port }));
      });
    });
    return;
  }
  if (ctx.path === '/fake/echo') {
    ctx.type = 'json';
    ctx.body = { method: ctx.method, query: ctx.query };
    return;
  }
  if (ctx.path === '/fake/respond') {
    // Any answer a test needs: ?status=404&type=json&body=<text>&delay=<ms>
    const delay = Number(ctx.query.delay ?? 0);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    ctx.status = Number(ctx.query.status ?? 200);
    ctx.type = String(ctx.query.type ?? 'json');
    ctx.body = String(ctx.query.body ?? '');
    return;
  }
  const template = /^\/fake\/cookiebar\/([\w-]+)\.json$/.exec(ctx.path);
  if (template) {
    // nl-cookie-bar's template-url: texts per locale (see src/elements/cookie-bar/template.ts).
    const texts = {
      'nl-NL': { title: 'Wij gebruiken cookies', acceptAll: 'Ja, prima' },
      'en-GB': { title: 'We use cookies', acceptAll: 'Yes, fine' },
    }[template[1]];
    if (!texts) return next();
    ctx.type = 'json';
    ctx.body = texts;
    return;
  }
  if (ctx.path === '/fake/postcode' || ctx.path.startsWith('/fake/postcode/')) {
    // nl-address-field's postcode services, the same answers as `npm start`'s stand-ins
    // (scripts/site/postcodes.mjs), plus what only tests need. Every request but /log is logged:
    //   /fake/postcode            sixpp (Pro6PP-style): results, empty results for an unknown
    //                             address, status "error" for an empty auth_key or a bad postcode
    //   /fake/postcode/pdok       PDOK Locatieserver's shape (provider="pdok")
    //   /fake/postcode/empty      status "ok" with no results, whatever the address
    //   /fake/postcode/slow       the sixpp answer after ?delay= ms (default 3000)
    //   /fake/postcode/malformed  HTTP 200, JSON content type, a body that is not JSON
    //   /fake/postcode/http500    HTTP 500 with an HTML body
    //   /fake/postcode/log        the requests received since the last read, [{route, query}]; clears it
    const route = ctx.path.slice('/fake/postcode'.length).replace(/^\//, '') || 'sixpp';
    const requests = (fakeServices.postcodeLog ??= []);
    if (route === 'log') {
      ctx.type = 'json';
      ctx.body = requests.splice(0);
      return;
    }
    if (!['sixpp', 'pdok', 'empty', 'slow', 'malformed', 'http500'].includes(route)) return next();
    requests.push({ route, query: { ...ctx.query } });
    const { pdokAnswer, sixppAnswer } = await import('../scripts/site/postcodes.mjs');
    let answer;
    if (route === 'sixpp') answer = sixppAnswer(ctx.query);
    else if (route === 'pdok') answer = pdokAnswer(ctx.query);
    else if (route === 'empty') answer = { status: 200, body: { status: 'ok', results: [] } };
    else if (route === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, Number(ctx.query.delay ?? 3000)));
      answer = sixppAnswer(ctx.query);
    } else if (route === 'malformed') {
      ctx.type = 'json';
      ctx.body = '{"status": "ok", "results": [{"street": "Museumstr';
      return;
    } else {
      // http500
      ctx.status = 500;
      ctx.type = 'html';
      ctx.body = '<h1>500 Internal Server Error</h1>';
      return;
    }
    ctx.status = answer.status;
    ctx.type = 'json';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer.body;
    return;
  }
  if (ctx.path.startsWith('/fake/recruitment/')) {
    // nl-recruitment-loader's platform: a script that counts how often it ran
    // (window.__recruitmentLoaded) and a stylesheet; any other path under it is a 404 (a failed load).
    // Tests add a query string (?t=N) to get a URL no earlier test has loaded, and set
    // window.__recruitmentRun = N: a script an earlier test asked for that runs late does not count.
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/fake/recruitment/platform.js') {
      ctx.type = 'js';
      ctx.body = [
        '(function () {',
        "  var m = /[?&]t=(\\d+)/.exec(document.currentScript ? document.currentScript.src : '');",
        '  if (window.__recruitmentRun !== undefined && (!m || Number(m[1]) !== window.__recruitmentRun)) return;',
        '  window.__recruitmentLoaded = (window.__recruitmentLoaded || 0) + 1;',
        '})();',
        '',
      ].join('\n');
      return;
    }
    if (ctx.path === '/fake/recruitment/platform.css') {
      ctx.type = 'css';
      ctx.body = '[data-recruitment-area] { --recruitment-platform-css: loaded; }\n';
      return;
    }
    ctx.status = 404;
    ctx.type = 'text';
    ctx.body = 'Not found';
    return;
  }
  // The /fake/… routes of the per-service fakes in test/fakes/ (see test/third-party.mjs).
  for (const fake of fakes) if (await fake.fake?.(ctx)) return;
  return next();
}
