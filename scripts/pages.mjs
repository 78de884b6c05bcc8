// Server-side includes for the examples site. A page is a whole HTML document of its own (its
// <title>, description and <main>, as an editor writes them); what every page shares is written
// once in examples/_includes/ and put in where the page says `<!--#include NAME -->`:
//   head   the library's two lines, the site's stylesheet and icon (inside <head>)
//   header skip link, logo, nl-call-us, the main menu (first in <body>)
//   footer the footer (last in <body>)
// So a tag that belongs on every page (the cookie bar, the menu, monitoring) is added in one place.
// The header's menu link to the page itself gets aria-current="page".
// `<!--#reference nl-TAG -->` and `<!--#catalogue -->` are filled in from dist/custom-elements.json
// (scripts/docs.mjs): a tag's reference tables and the catalogue index.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expandDocs } from './docs.mjs';

const INCLUDES = fileURLToPath(new URL('../examples/_includes/', import.meta.url));
const INCLUDE = /<!--#include ([a-z-]+) -->/g;

// Every snippet (`<pre class="snippet">`) gets a copy button and a live region for `Gekopieerd` /
// `Copied` (issue 14.5), in the served HTML so that they are there from the first paint (no layout
// shift); /assets/snippet-copy.js, added once to such a page, makes the buttons work.
const SNIPPET = /(<pre class="snippet"[^>]*>[\s\S]*?<\/pre>)/g;
const COPY_TEXTS = {
  nl: { copy: 'Kopiëren', copied: 'Gekopieerd', failed: 'Kopiëren lukte niet: selecteer de tekst en kopieer die zelf.' },
  en: { copy: 'Copy', copied: 'Copied', failed: 'Could not copy: select the text and copy it yourself.' },
};

/** The page with a copy button after each snippet (none when it has no snippets). */
export function addCopyButtons(html) {
  if (!SNIPPET.test(html)) return html;
  SNIPPET.lastIndex = 0;
  const lang = /<html[^>]*\slang="en/i.test(html) ? 'en' : 'nl';
  const texts = COPY_TEXTS[lang];
  const tools =
    `<div class="snippet-tools"><button type="button" class="snippet-copy" data-copied="${texts.copied}" data-failed="${texts.failed}">${texts.copy}</button>` +
    `<span class="snippet-status" role="status"></span></div>`;
  return html
    .replace(SNIPPET, `$1${tools}`)
    .replace('</body>', '<script type="module" src="/assets/snippet-copy.js"></script>\n  </body>');
}

/** The page at `urlPath` with its includes filled in (and copy buttons on its snippets). */
export async function renderPage(html, urlPath) {
  const names = [...new Set([...html.matchAll(INCLUDE)].map((m) => m[1]))];
  const parts = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(`${INCLUDES}${name}.html`, 'utf8').catch(() => null)])),
  );
  const current = urlPath === '/index.html' ? '/' : urlPath;
  html = await expandDocs(html);
  return addCopyButtons(
    html.replace(INCLUDE, (match, name) => {
      const part = parts[name];
      if (part === null) return `<!-- include "${name}" not found -->`;
      return name === 'header'
        ? part.replace(`<a href="${current}">`, `<a href="${current}" aria-current="page">`)
        : part.trimEnd();
    }),
  );
}

/** Every page of the demo site (the .html files under examples/ but the includes), as URL paths, sorted: what
 * test/examples.test.ts and `npm run lighthouse` go over. */
export function examplePages() {
  const dir = fileURLToPath(new URL('../examples/', import.meta.url));
  return readdirSync(dir, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map((file) => `/${file}`)
    .sort();
}
