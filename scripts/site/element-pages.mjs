// Where the demo site's pages are written (issue 19: one folder per element holds all of it). A tag's
// example page lives in its element's folder, in each language, and is served where the site has it:
//   src/elements/<folder>/nl-<tag>.example.html      /elements/nl-<tag>.html      (Dutch)
//   src/elements/<folder>/nl-<tag>.example.en.html   /en/elements/nl-<tag>.html   (English)
// Every other page is the file under examples/ at its URL path. This is the one mapping of URL path and
// file: the server (serve.mjs), the page list and language switch (pages.mjs), the catalogue (docs.mjs),
// the README's tag table (scripts/docs/generate-docs.mjs) and the tests' page list (/fake/pages) use it.
import { readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The folder of the site's other pages (and its includes and assets). */
export const EXAMPLES = join(ROOT, 'examples');
const ELEMENTS = join(ROOT, 'src/elements');

const FILE = /^(nl-[a-z0-9-]+)\.example(?:\.(en))?\.html$/;
const URL_PATH = /^(?:\/(en))?\/elements\/(nl-[a-z0-9-]+)\.html$/;

/** The file name of `tag`'s example page in `lang` (`nl` or `en`), in its element's folder. */
export const elementPageName = (tag, lang) => `${tag}.example${lang === 'en' ? '.en' : ''}.html`;

/** The URL path the site serves `tag`'s example page in `lang` at. */
export const elementPageUrl = (tag, lang) => `${lang === 'en' ? '/en' : ''}/elements/${tag}.html`;

/**
 * Every tag's example page, sorted by URL path: `{ tag, lang, url, file }`, `file` from the repository
 * root (src/elements/accordion/nl-accordion.example.html). Read from the folders at each call, so a
 * page added while `npm start` runs is served at once.
 */
export function elementPages() {
  const pages = [];
  for (const folder of readdirSync(ELEMENTS, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of readdirSync(join(ELEMENTS, folder.name))) {
      const match = FILE.exec(name);
      if (!match) continue;
      const [, tag, lang = 'nl'] = match;
      pages.push({ tag, lang, url: elementPageUrl(tag, lang), file: `src/elements/${folder.name}/${name}` });
    }
  }
  return pages.sort((a, b) => (a.url < b.url ? -1 : 1));
}

/**
 * The absolute path of the file the site serves at `urlPath` (a file path, not a folder's /): a tag's
 * page from its element's folder, any other from examples/. null for a tag page that does not exist
 * or a path that would leave examples/. Whether the file exists is the caller's to check.
 */
export function pageFile(urlPath) {
  const tagPage = URL_PATH.exec(urlPath);
  if (tagPage) {
    const [, lang = 'nl', tag] = tagPage;
    const page = elementPages().find((p) => p.tag === tag && p.lang === lang);
    return page ? join(ROOT, page.file) : null;
  }
  const path = resolve(EXAMPLES, `.${sep}${urlPath.replace(/^\/+/, '')}`);
  return path === EXAMPLES || path.startsWith(EXAMPLES + sep) ? path : null;
}
