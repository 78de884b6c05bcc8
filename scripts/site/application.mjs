// The application form's receiving end, for the demo site (npm start: POST /api/sollicitatie) and
// the tests (POST /fake/application): it reads the multipart body exactly as a server would and
// answers with what arrived, so "the applicant's input and file reach the server" can be seen and
// tested. Node's own Request parses multipart/form-data; nothing is stored.
// `?status=500` on the action (POST /api/sollicitatie?status=500) answers with a server error page
// instead, to try what an applicant sees after a failed submit: Back (or the page's link back to
// the form) gives the application back from nl-vacancy-form's draft.

/** The fields and files of a form POST: {fields: {name: value | value[]}, files: {name: {name, type, size}}}. */
export async function readForm(req) {
  const request = new Request('http://localhost/', {
    method: 'POST',
    headers: req.headers,
    body: req,
    duplex: 'half',
  });
  const data = await request.formData();
  const fields = {};
  const files = {};
  for (const [name, value] of data) {
    if (typeof value === 'string') {
      fields[name] = name in fields ? [].concat(fields[name], value) : value;
    } else {
      files[name] = { name: value.name, type: value.type, size: value.size };
    }
  }
  return { fields, files };
}

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small Dutch confirmation page listing what arrived (the demo site's answer). */
export function confirmationPage({ fields, files }) {
  const rows = [
    ...Object.entries(fields).map(([name, value]) => `<tr><th scope="row">${escape(name)}</th><td>${escape([].concat(value).join(', '))}</td></tr>`),
    ...Object.entries(files).map(([name, file]) => `<tr><th scope="row">${escape(name)}</th><td>${escape(file.name)} (${escape(file.type || 'onbekend type')}, ${file.size} bytes)</td></tr>`),
  ].join('\n');
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sollicitatie ontvangen | Voorbeeld Groep</title><link rel="stylesheet" href="/assets/site.css"></head>
<body><main id="inhoud" class="container container--narrow">
<h1>Sollicitatie ontvangen</h1>
<p>Dit is de lokale stand-in van de server: dit kwam er aan. Er is niets bewaard of verstuurd.</p>
<div class="table-scroll" role="region" aria-label="Ontvangen gegevens" tabindex="0"><table>
<caption>Ontvangen gegevens</caption>
<thead><tr><th scope="col">Veld</th><th scope="col">Waarde</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
<p><a href="/vacature.html">Terug naar de vacature</a></p>
</main></body></html>
`;
}

/** The demo's failed submit: HTTP 500 with a Dutch error page (what a broken server might send). */
export function errorPage() {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Er ging iets mis | Voorbeeld Groep</title><link rel="stylesheet" href="/assets/site.css"></head>
<body><main id="inhoud" class="container container--narrow">
<h1>Er ging iets mis</h1>
<p>Je sollicitatie is niet aangekomen (de lokale stand-in van de server antwoordde met fout 500).
Ga terug: je ingevulde gegevens staan nog in het formulier, alleen je cv moet je opnieuw kiezen.</p>
<p><a href="/vacature.html#solliciteren">Terug naar het formulier</a></p>
</main></body></html>
`;
}
