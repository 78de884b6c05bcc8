// The contact forms' receiving end for the demo site (`npm start`): POST /api/contact, from
// examples/contact.html (contact_submit) and examples/terugbellen.html (call_back). Like
// /api/sollicitatie it reads the form as a server would (scripts/site/application.mjs's readForm:
// urlencoded or multipart) and answers a small Dutch page listing what arrived; nothing is stored
// or sent on. JSON for a script that asks for it (Accept: application/json).
//
// One entry in the shape of scripts/site/standins.mjs's `handlers`; wire it in there with
//   import { contactHandler } from './contact-standin.mjs';  …  handlers = [ …, contactHandler ]

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page each form comes from (its hidden field `formulier`), for the heading and the way back. */
const FORMS = {
  contact: { title: 'Bericht ontvangen', back: '/contact.html', backText: 'Terug naar de contactpagina' },
  terugbellen: { title: 'Terugbelverzoek ontvangen', back: '/terugbellen.html', backText: 'Terug naar het terugbelformulier' },
};
const OTHER = { title: 'Formulier ontvangen', back: '/', backText: 'Terug naar de homepage' };

/** A small Dutch confirmation page listing the fields that arrived. */
export function contactPage({ fields }) {
  const key = [].concat(fields.formulier ?? '')[0];
  const kind = Object.hasOwn(FORMS, key) ? FORMS[key] : OTHER;
  const rows = Object.entries(fields)
    .map(([name, value]) => `<tr><th scope="row">${escape(name)}</th><td>${escape([].concat(value).join(', '))}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(kind.title)} | Voorbeeld Groep</title><meta name="robots" content="noindex">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/assets/site.css"></head>
<body><main id="inhoud" class="container container--narrow">
<h1>${escape(kind.title)}</h1>
<p>Dit is de lokale stand-in van de server: dit kwam er aan. Er is niets bewaard of verstuurd.</p>
<div class="table-scroll" role="region" aria-label="Ontvangen gegevens" tabindex="0"><table>
<caption>Ontvangen gegevens</caption>
<thead><tr><th scope="col">Veld</th><th scope="col">Waarde</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="2">Er kwamen geen velden mee.</td></tr>'}
</tbody></table></div>
<p><a href="${kind.back}">${escape(kind.backText)}</a></p>
</main></body></html>
`;
}

export const contactHandler = {
  method: 'POST',
  path: '/api/contact',
  async handle(req, res) {
    const { readForm } = await import('./application.mjs');
    let received;
    try {
      received = await readForm(req);
    } catch {
      // Not a form body (no or another content type): say so, as a real server would.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Geen formulier ontvangen.\n');
      return;
    }
    if ((req.headers.accept ?? '').includes('application/json')) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(received));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(contactPage(received));
  },
};
