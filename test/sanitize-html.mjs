// sanitize-html is a Node (CommonJS) package, so test/cms.test.ts runs it here, in the test runner's
// Node, through POST /fake/sanitize-html (test/fakes.mjs): {html: string[], shipped: boolean} →
// {html: string[]}. The shipped options are imported as a package user imports them, by the package's
// own name through package.json "exports" ('nl-components/cms' → dist/cms.js, so a build comes first).
import sanitizeHtml from 'sanitize-html';

/** Reads a JSON request body (the runner has no body parser). */
async function readJson(req) {
  let text = '';
  req.setEncoding('utf8');
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

export async function sanitizeRoute(ctx) {
  const { html, shipped } = await readJson(ctx.req);
  const options = shipped ? (await import('nl-components/cms')).sanitizeHtmlOptions : undefined;
  ctx.type = 'json';
  ctx.body = { html: html.map((text) => sanitizeHtml(text, options)) };
}
