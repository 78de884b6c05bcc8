// Fakes of the outside services, served by the test runner (there is no network in tests).
// Each answers under /fake/…; tests point the elements' endpoints there.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));

/** Every page of the demo site, as URL paths (for test/examples.test.ts). */
function examplePages() {
  return readdirSync(EXAMPLES, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map((file) => `/${file}`)
    .sort();
}

export async function fakeServices(ctx, next) {
  if (!ctx.path.startsWith('/fake/')) return next();
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
  return next();
}
