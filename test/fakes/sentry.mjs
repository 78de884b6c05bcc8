// Sentry's ingest endpoint, for src/elements/monitoring/nl-monitoring.test.ts (see test/third-party.mjs). Every
// envelope is parsed (scripts/site/error-standin.mjs parseEnvelope, the same parser `npm start`'s
// stand-in uses) and kept in memory, by project id, for the tests to read back.
//
// Same origin (a DSN `http://public@<test host>/fake/sentry/<project>`; Sentry posts to the DSN's
// path + `/api/<project>/envelope/`):
//   POST /fake/sentry/api/<project>/envelope/   records; answers as the project's mode says:
//                                               200 `{}` (default), or a status, or `down` (the
//                                               connection is dropped: fetch fails, as offline)
//   POST /fake/sentry/tunnel                    Sentry's `tunnel`: the project comes from the
//                                               envelope header's `dsn`
//   GET  /fake/sentry/log?project=<id>          [{project, path, query, envelope}] received so far from the
//                                               browser asking (test/fakes/user-agent.mjs)
//                                               (every project without ?project); &clear=1 empties it
//   GET  /fake/sentry/mode?project=<id>&mode=   200 | 403 | 500 | down: how later envelopes are answered
//   GET  /fake/sentry/page?dsn=&environments=&release=&tunnel=&lang=&messages=&profiling=
//                                               a page with one <nl-monitoring> (its own Sentry, for an
//                                               iframe); window.__logged holds its console.error/warn;
//                                               window.__profilers counts `new Profiler()` calls.
//                                               &policy=1 serves it with `Document-Policy: js-profiling`
//                                               (without it, a plain page as a host's); &random=0.1
//                                               fixes Math.random before Sentry loads (sampled in)
// The real host: https://o1.ingest.sentry.io/api/<project>/envelope/ (a DSN
// `https://public@o1.ingest.sentry.io/<project>`) is answered here too, through `respond`.
import { Buffer } from 'node:buffer';
import { parseEnvelope, readBody } from '../../scripts/site/error-standin.mjs';
import { userAgentOf } from './user-agent.mjs';

export const hosts = ['o1.ingest.sentry.io'];

const log = [];
const modes = new Map();

function projectOf(path, envelope) {
  const fromPath = /\/api\/(\d+)\/envelope\/?$/.exec(path)?.[1];
  if (fromPath) return fromPath;
  const dsn = envelope.header?.dsn;
  return typeof dsn === 'string' ? (/\/(\d+)$/.exec(dsn)?.[1] ?? '') : '';
}

function keep(path, query, body, headers) {
  const envelope = parseEnvelope(body);
  const project = projectOf(path, envelope);
  log.push({ project, path, query, envelope, agent: userAgentOf(headers) });
  return project;
}

/** The real ingest host, reached through the test browser's request interception. */
export function respond(url, request) {
  if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?$/.test(url.pathname)) return { status: 404, type: 'text/plain', body: 'Not found' };
  const entries = request.postDataEntries?.map((entry) => Buffer.from(entry.bytes ?? '', 'base64'));
  const body = entries?.length ? Buffer.concat(entries) : Buffer.from(request.postData ?? '');
  keep(url.pathname, Object.fromEntries(url.searchParams), body, request.headers);
  return { status: 200, type: 'application/json', body: '{}' };
}

const escapeAttr = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(query) {
  const attributes = ['dsn', 'environments', 'release', 'tunnel', 'messages', 'profiling']
    .filter((name) => typeof query[name] === 'string')
    .map((name) => (query[name] === '' ? ` ${name}` : ` ${name}="${escapeAttr(query[name])}"`))
    .join('');
  const random = Number(query.random);
  const fixRandom = Number.isFinite(random) && query.random !== undefined ? `\n  Math.random = () => ${random};` : '';
  const lang = typeof query.lang === 'string' ? query.lang : 'nl';
  return `<!doctype html>
<html lang="${escapeAttr(lang)}">
<head><meta charset="utf-8"><title>nl-monitoring</title>
<script>
  window.__logged = [];
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      window.__logged.push(level + ': ' + args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
      original.apply(console, args);
    };
  }
  // Counts every construction of the JS Self-Profiling API's Profiler, even one the policy refuses.
  window.__profilers = 0;
  if (typeof window.Profiler === 'function') {
    const Profiler = window.Profiler;
    window.Profiler = class extends Profiler {
      constructor(options) {
        window.__profilers += 1;
        super(options);
      }
    };
  }${fixRandom}
</script>
<script type="module" src="/elements/nl-monitoring.ts"></script>
</head>
<body><h1>nl-monitoring</h1><nl-monitoring${attributes}></nl-monitoring></body>
</html>
`;
}

export async function fake(ctx) {
  if (!ctx.path.startsWith('/fake/sentry/')) return false;
  const route = ctx.path.slice('/fake/sentry/'.length);
  ctx.set('Cache-Control', 'no-store');
  if (ctx.method === 'POST' && (/^api\/\d+\/envelope\/?$/.test(route) || route === 'tunnel')) {
    const project = keep(ctx.path, { ...ctx.query }, await readBody(ctx.req), ctx.headers);
    const mode = modes.get(project) ?? '200';
    if (mode === 'down') {
      ctx.respond = false;
      ctx.req.socket.destroy();
      return true;
    }
    ctx.status = Number(mode);
    ctx.type = 'json';
    ctx.body = ctx.status < 300 ? '{}' : JSON.stringify({ detail: 'fake error' });
    return true;
  }
  if (route === 'log') {
    // The reading browser's envelopes only (an engine that ran the same test before sent its own).
    const project = ctx.query.project;
    const agent = userAgentOf(ctx.headers);
    const mine = (entry) => entry.agent === agent && (project === undefined || entry.project === String(project));
    ctx.type = 'json';
    ctx.body = log.filter(mine).map(({ agent: _, ...entry }) => entry);
    if (ctx.query.clear) {
      for (let i = log.length - 1; i >= 0; i--) if (mine(log[i])) log.splice(i, 1);
    }
    return true;
  }
  if (route === 'mode') {
    modes.set(String(ctx.query.project ?? ''), String(ctx.query.mode ?? '200'));
    ctx.type = 'json';
    ctx.body = { ok: true };
    return true;
  }
  if (route === 'page') {
    if (ctx.query.policy) ctx.set('Document-Policy', 'js-profiling');
    ctx.type = 'html';
    ctx.body = page(ctx.query);
    return true;
  }
  return false;
}
