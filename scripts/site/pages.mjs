// Server-side includes for the examples site. A page is a whole HTML document of its own (its
// <title>, description and <main>, as an editor writes them); what every page shares is written
// once in examples/_includes/ and put in where the page says `<!--#include NAME -->`:
//   head   the library's two lines, the site's stylesheet and icon (inside <head>)
//   header skip link, logo, nl-call-us, the main menu (first in <body>)
//   footer the footer (last in <body>)
// So a tag that belongs on every page (the cookie bar, the menu, monitoring) is added in one place.
// The header's menu link to the page itself gets aria-current="page".
//
// Two languages (issue 18.4): a page is Dutch (examples/x.html) or English (examples/en/x.html, the
// same path under en/: that is how a page's counterpart is found). An English page (`<html
// lang="en">`) gets the includes of examples/_includes/en/ (the Dutch one where there is no English
// one). Every page gets a language switch in the header (where the header says `<!--#languages -->`)
// and, when its counterpart exists, `<link rel="alternate" hreflang>` for both languages and
// x-default (Dutch) in its head; see localize() below.
//
// A page's file is examples/ at its URL path, but a tag's page (/elements/nl-TAG.html, /en/…), which
// is written in its element's folder (element-pages.mjs).
//
// `<!--#reference nl-TAG -->` and `<!--#catalogue -->` are filled in from dist/custom-elements.json
// (scripts/site/docs.mjs): a tag's reference tables and the catalogue index.
//
// `<!--#nl-head -->` (in the head include) becomes the library's <head> lines as `nl-components/cms`
// headMarkup() writes them for a site (stylesheet, loader, the core chunk and the cookie bar's code
// preloaded), from the built dist/cms.js, so the site does what the README tells a site to do.
// `<!--#nl-embed-head -->` (a third party's page, examples/embed/) the same lines with Subresource
// Integrity, the library from another origin (renderPage's `cdn`); `<!--#nl-embed-snippet -->` those
// lines for a CDN's URL, as text to copy (insluiten.html).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expandDocs } from './docs.mjs';
import { EXAMPLES, elementPages, pageFile } from './element-pages.mjs';
import { isManualPath, manualPaths, manualSource } from './manual.mjs';

const INCLUDES = fileURLToPath(new URL('../../examples/_includes/', import.meta.url));
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

/**
 * The page at `urlPath` with its includes filled in (and copy buttons on its snippets).
 * `cdn`: where the embed example pages (examples/embed/, a third party's page) load dist/ from, a
 * folder URL on another origin (issue 29.7: npm start's second port, the test runner's other host
 * name); `/dist/` when not given.
 */
export async function renderPage(html, urlPath, { cdn = '/dist/' } = {}) {
  const names = [...new Set([...html.matchAll(INCLUDE)].map((m) => m[1]))];
  const lang = pageLanguage(html);
  const parts = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readInclude(name, lang)])));
  const current = homePath(urlPath);
  html = await expandDocs(html);
  // After the includes: the head include holds it.
  if (parts.head?.includes(NL_HEAD)) parts.head = parts.head.replace(NL_HEAD, await nlHead());
  if (html.includes(NL_EMBED_HEAD)) html = html.replace(NL_EMBED_HEAD, await nlHead({ base: cdn, integrity: true, preload: [] }));
  if (html.includes(NL_EMBED_SNIPPET)) html = html.replace(NL_EMBED_SNIPPET, escapeHtml(await nlHead({ base: EMBED_SNIPPET_BASE, integrity: true, preload: ['nl-vacancy-form'] })));
  return addCopyButtons(localize(
    html.replace(INCLUDE, (match, name) => {
      const part = parts[name];
      if (part === null) return `<!-- include "${name}" not found -->`;
      return name === 'header'
        ? part.replace(`<a href="${current}">`, `<a href="${current}" aria-current="page">`)
        : part.trimEnd();
    }),
    urlPath,
  ));
}

// ------------------------------------------------------------------ languages (issue 18.4)

/** The site's languages: the Dutch pages at /, the English ones at /en/ (the same file names). */
const LANGUAGES = {
  nl: { prefix: '/', name: 'Nederlands', switchLabel: 'Taal' },
  en: { prefix: '/en/', name: 'English', switchLabel: 'Language' },
};
/** `nl` or `en`, from the page's `<html lang>`. */
export function pageLanguage(html) {
  return /<html[^>]*\slang="en/i.test(html) ? 'en' : 'nl';
}

const NL_HEAD = '<!--#nl-head -->';
const CMS = fileURLToPath(new URL('../../dist/cms.js', import.meta.url));

// A third party's page (examples/embed/, issue 29.7) loads the library from another origin, with
// Subresource Integrity: headMarkup({ base: cdn, integrity: true }) there.
const NL_EMBED_HEAD = '<!--#nl-embed-head -->';
// The page for third parties (insluiten.html) shows those lines for a CDN's URL, with this build's
// hashes, escaped for a <pre>.
const NL_EMBED_SNIPPET = '<!--#nl-embed-snippet -->';
const VERSION = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')).version;
const EMBED_SNIPPET_BASE = `https://cdn.voorbeeldgroep.example/nl-components/${VERSION}/`;
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** headMarkup() of the built dist/cms.js (read again after a build); the two plain lines before one. */
async function nlHead(options = { base: '/dist/', preload: ['nl-cookie-bar'] }) {
  const base = options.base ?? '/dist/';
  if (!existsSync(CMS)) return `<link rel="stylesheet" href="${base}nl-components.css">\n<script type="module" src="${base}nl-components.js"></script>`;
  const { headMarkup } = await import(`${pathToFileURL(CMS).href}?v=${statSync(CMS).mtimeMs}`);
  return headMarkup(options);
}

/** An include in the page's language: _includes/en/NAME.html for English when there is one, else _includes/NAME.html. */
async function readInclude(name, lang) {
  const own = lang === 'nl' ? null : await readFile(`${INCLUDES}${lang}/${name}.html`, 'utf8').catch(() => null);
  return own ?? readFile(`${INCLUDES}${name}.html`, 'utf8').catch(() => null);
}

/** A page's URL path as the menus link it: a folder's index.html as the folder (/index.html → /, /en/index.html → /en/). */
export function homePath(urlPath) {
  return urlPath.replace(/\/index\.html$/, '/');
}

/** The URL path of the same page in `lang` (whether or not it exists): /x.html ↔ /en/x.html. */
export function counterpartPath(urlPath, lang) {
  const plain = urlPath.startsWith('/en/') ? urlPath.slice(3) : urlPath;
  return lang === 'nl' ? plain : `/en${plain}`;
}

/** The page in each language that exists, by language: {nl: '/x.html', en: '/en/x.html'} (home pages as / and /en/). */
export function pageVersions(urlPath) {
  // The manual (/docs/) is English only: its switch leads to the Dutch home page.
  if (isManualPath(urlPath)) return { en: homePath(urlPath) };
  const versions = {};
  for (const lang of Object.keys(LANGUAGES)) {
    const path = counterpartPath(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath, lang);
    const file = pageFile(path);
    if (file && existsSync(file)) versions[lang] = homePath(path);
  }
  return versions;
}

/**
 * The header's language switch: a link per language, to this page in that language (to that
 * language's home page where this page has no counterpart), the current one marked aria-current.
 */
export function languageSwitch(urlPath, lang) {
  const versions = pageVersions(urlPath);
  const links = Object.entries(LANGUAGES).map(([code, language]) => {
    const href = versions[code] ?? language.prefix;
    const current = code === lang ? ' aria-current="true"' : '';
    return `<li><a href="${href}" hreflang="${code}" lang="${code}"${current}>${language.name}</a></li>`;
  });
  return `<nav class="language-switch" aria-label="${LANGUAGES[lang].switchLabel}"><ul>${links.join('')}</ul></nav>`;
}

/** `<link rel="alternate" hreflang>` for each language and x-default (Dutch), when the page exists in both. */
export function alternateLinks(urlPath) {
  const versions = pageVersions(urlPath);
  if (Object.keys(versions).length < 2) return '';
  const links = Object.entries(versions).map(([code, href]) => `<link rel="alternate" hreflang="${code}" href="${href}">`);
  return [...links, `<link rel="alternate" hreflang="x-default" href="${versions.nl}">`].join('\n    ');
}

/** The page with its language switch (at the header's `<!--#languages -->`) and its hreflang alternates (after its `<title>`). */
function localize(html, urlPath) {
  const lang = pageLanguage(html);
  const alternates = alternateLinks(urlPath);
  const page = html.replace('<!--#languages -->', () => languageSwitch(urlPath, lang));
  if (!alternates) return page;
  return /<\/title>/i.test(page) ? page.replace(/<\/title>/i, (end) => `${end}\n    ${alternates}`) : page.replace('</head>', () => `${alternates}\n  </head>`);
}

/** Every page of the demo site, as URL paths, sorted: the .html files under examples/ but the includes,
 * each tag's pages from its element's folder (element-pages.mjs), and the manual's (/docs/, manual.mjs).
 * What test/site.ts and the other site tests (through /fake/pages) and `npm run lighthouse` go over. */
export function examplePages() {
  const site = readdirSync(EXAMPLES, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .map((file) => `/${file}`);
  return [...new Set([...site, ...elementPages().map((page) => page.url), ...manualPaths()])].sort();
}

/** The HTML of the page at `urlPath` before renderPage(): its file, or the manual's page made from docs/ (null when there is none). */
export async function pageSource(urlPath) {
  if (isManualPath(urlPath)) return manualSource(urlPath);
  const file = pageFile(urlPath);
  return file ? readFile(file, 'utf8').catch(() => null) : null;
}
