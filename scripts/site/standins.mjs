// Local stand-ins for the outside services the demo site talks to (postcode lookup, recruitment
// platform, …), so `npm start` works offline and never sends a visitor's data anywhere real.
// scripts/site/serve.mjs asks these handlers before it serves files. Add a service as one more entry:
//   { method: 'GET', path: '/api/postcode', handle(req, res, url) { … } }
// `path` is matched exactly, or as a RegExp; `handle` may be async.

import { contactHandler } from './contact-standin.mjs';
import { handlers as errorHandlers } from './error-standin.mjs';

/** Writes a JSON answer (the common case for a stand-in). */
export function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export const handlers = [
  {
    method: 'GET',
    path: '/api/health',
    handle(_req, res) {
      json(res, 200, { ok: true });
    },
  },
  // <nl-address-field>'s postcode services, answered from the small data set of real public
  // addresses in scripts/site/postcodes.mjs, in the real services' shapes: /api/postcode is the default
  // (Pro6PP-style `nl_sixpp`), /api/pdok/free stands in for PDOK Locatieserver (provider="pdok").
  {
    method: 'GET',
    path: '/api/postcode',
    async handle(_req, res, url) {
      // Imported here, not at the top: the entries of this list stay self-contained.
      const { sixppAnswer } = await import('./postcodes.mjs');
      const answer = sixppAnswer(Object.fromEntries(url.searchParams));
      json(res, answer.status, answer.body);
    },
  },
  {
    method: 'GET',
    path: '/api/pdok/free',
    async handle(_req, res, url) {
      const { pdokAnswer } = await import('./postcodes.mjs');
      const answer = pdokAnswer(Object.fromEntries(url.searchParams));
      json(res, answer.status, answer.body);
    },
  },
  // The application form's server: shows what arrived (fields and the file's name, type and size)
  // and stores nothing. JSON for a script that asks for it (Accept: application/json).
  // `?status=500` plays a broken server (scripts/site/application.mjs, errorPage).
  {
    method: 'POST',
    path: '/api/sollicitatie',
    async handle(req, res, url) {
      const { readForm, confirmationPage, errorPage } = await import('./application.mjs');
      const received = await readForm(req);
      if (url.searchParams.get('status') === '500') {
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(errorPage());
      }
      if ((req.headers.accept ?? '').includes('application/json')) return json(res, 200, received);
      const page = confirmationPage(received);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(page);
    },
  },
  // The contact and call-back forms (examples/contact.html, terugbellen.html): POST /api/contact.
  contactHandler,
  // nl-monitoring's error reports (the demo's DSN tunnels to /api/errors/envelope); GET /api/errors lists them.
  ...errorHandlers,
];

/** The handler for a request, or undefined. */
export function findHandler(method, pathname) {
  return handlers.find(
    (h) => (h.method ?? 'GET') === method && (h.path instanceof RegExp ? h.path.test(pathname) : h.path === pathname),
  );
}
