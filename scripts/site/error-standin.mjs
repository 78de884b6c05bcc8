// `npm start`'s stand-in for the error-reporting service (Sentry), for <nl-monitoring>: the demo
// pages send what a live site would send to Sentry here instead, so a developer can see it. Nothing
// leaves the machine and nothing is stored: the last 50 envelopes are kept in memory.
//
//   POST /api/errors/envelope            Sentry's `tunnel` (the demo's <nl-monitoring tunnel=…>), and
//   POST /api/errors/api/<id>/envelope/  the path a DSN `http://<key>@<host>/api/errors/<id>` gives
//        reads the envelope (newline-delimited JSON), keeps it, prints one line for each error,
//        message, feedback and profile (sessions and client reports are kept, not printed: a page
//        view sends one of those every time), answers 200 `{}` as Sentry does.
//   GET  /api/errors                     the kept envelopes, newest first: a small page, or JSON
//        for `Accept: application/json` or `?format=json`.
//
// Wire-up: scripts/site/standins.mjs `handlers.push(...errorHandlers)` (entries in its shape). The
// envelope parser is shared with the browser tests' fake (test/fakes/sentry.mjs).

const KEEP = 50;
const received = [];

/**
 * Parses a Sentry envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line,
 * then per item a header line and a payload, which is `length` bytes when the item header says so,
 * else the rest of the line. Payloads that are JSON are parsed; others stay text.
 * @param {Buffer | string} body
 * @returns {{header: object, items: {header: object, payload: unknown}[]}}
 */
export function parseEnvelope(body) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(String(body));
  let offset = 0;
  const line = () => {
    const end = buffer.indexOf(0x0a, offset);
    const text = buffer.subarray(offset, end === -1 ? buffer.length : end).toString('utf8');
    offset = end === -1 ? buffer.length : end + 1;
    return text;
  };
  const json = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  const header = json(line() || '{}');
  const items = [];
  while (offset < buffer.length) {
    const itemLine = line();
    if (!itemLine.trim()) continue;
    const itemHeader = json(itemLine);
    let payload;
    if (typeof itemHeader?.length === 'number') {
      payload = buffer.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (buffer[offset] === 0x0a) offset++;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload: json(payload) });
  }
  return { header: typeof header === 'object' && header ? header : {}, items };
}

/** Reads a request's body. */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function shorten(text, length = 80) {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** What one item is, in a few words: `error TypeError: boom`, `feedback "…"`, `session ok`. */
export function describeItem({ header, payload }) {
  const type = header?.type ?? 'item';
  const data = typeof payload === 'object' && payload ? payload : {};
  if (type === 'event') {
    const exception = data.exception?.values?.at(-1);
    const text = exception ? `${exception.type}: ${exception.value}` : (data.message?.formatted ?? data.message ?? data.logentry?.message ?? '');
    return `${data.level ?? 'error'} ${shorten(text)}`;
  }
  if (type === 'feedback') return `feedback "${shorten(data.contexts?.feedback?.message)}"`;
  if (type === 'session') return `session ${data.status ?? ''}${data.init ? ' (start)' : ''}`.trim();
  if (type === 'client_report') {
    const dropped = (data.discarded_events ?? []).map((d) => `${d.quantity} ${d.category} (${d.reason})`);
    return `client report${dropped.length ? `: dropped ${dropped.join(', ')}` : ''}`;
  }
  if (type === 'profile_chunk') return `profile chunk (${data.profile?.samples?.length ?? 0} samples)`;
  return type;
}

/** The event-like payload of an envelope (event, feedback, session), for environment, release and page. */
function context(envelope) {
  for (const { header, payload } of envelope.items) {
    if (!payload || typeof payload !== 'object') continue;
    if (header?.type === 'session') return { environment: payload.attrs?.environment, release: payload.attrs?.release, url: undefined };
    if (['event', 'feedback'].includes(header?.type)) {
      return { environment: payload.environment, release: payload.release, url: payload.request?.url ?? payload.contexts?.feedback?.url };
    }
  }
  const trace = envelope.header?.trace ?? {};
  return { environment: trace.environment, release: trace.release, url: undefined };
}

const QUIET = new Set(['session', 'sessions', 'client_report']);

/** Keeps an envelope (the last 50) and prints one line for what is worth a developer's attention. */
export function record(envelope, path) {
  const entry = {
    received: new Date().toISOString(),
    path,
    summary: envelope.items.map(describeItem),
    ...context(envelope),
    envelope,
  };
  received.unshift(entry);
  received.length = Math.min(received.length, KEEP);
  if (envelope.items.some((item) => !QUIET.has(item.header?.type))) {
    const where = [entry.environment, entry.release, entry.url && new URL(entry.url, 'http://x').pathname].filter(Boolean).join(', ');
    console.log(`[errors] ${entry.received.slice(11, 19)} ${entry.summary.join('; ')}${where ? ` (${where})` : ''}`);
  }
  return entry;
}

/** The kept envelopes, newest first. */
export function list() {
  return received.slice();
}

const escapeHtml = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(entries) {
  const rows = entries
    .map(
      (e) => `<li>
  <p><strong>${escapeHtml(e.summary.join('; '))}</strong></p>
  <p>${escapeHtml(e.received)} · omgeving ${escapeHtml(e.environment ?? '–')} · release ${escapeHtml(e.release ?? '–')}${e.url ? ` · ${escapeHtml(e.url)}` : ''}</p>
  <details><summary>Envelope</summary><pre>${escapeHtml(JSON.stringify(e.envelope, null, 2))}</pre></details>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foutmeldingen (stand-in voor Sentry)</title>
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<main class="page" id="inhoud">
<h1>Foutmeldingen (stand-in voor Sentry)</h1>
<p>Wat <code>&lt;nl-monitoring&gt;</code> op de voorbeeldpagina's naar Sentry zou sturen: de laatste ${KEEP} envelopes, nieuwste eerst, alleen in het geheugen van <code>npm start</code>. Als JSON: <a href="/api/errors?format=json">/api/errors?format=json</a>. Terug naar <a href="/elements/nl-monitoring.html">het voorbeeld</a>.</p>
${entries.length ? `<ol reversed>\n${rows}\n</ol>` : '<p>Nog niets ontvangen.</p>'}
</main>
</body>
</html>
`;
}

export const handlers = [
  {
    method: 'POST',
    path: /^\/api\/errors(?:\/api\/\d+)?\/envelope\/?$/,
    async handle(req, res, url) {
      const envelope = parseEnvelope(await readBody(req));
      record(envelope, url.pathname);
      // no-cache, not no-store: Sentry never reads this body, and Chromium then never reports a
      // no-store response as finished, so Lighthouse and DevTools would wait on it forever.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('{}');
    },
  },
  {
    method: 'GET',
    path: '/api/errors',
    handle(req, res, url) {
      if (url.searchParams.get('format') === 'json' || (req.headers.accept ?? '').includes('application/json')) {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ envelopes: list() }, null, 2));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(page(list()));
    },
  },
];
