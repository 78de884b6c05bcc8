/**
 * The lines a page's `<head>` needs for nl-components, for a CMS template, a server or a builder
 * (`nl-components/cms` headMarkup; docs/using.md):
 *
 * - the pre-upgrade stylesheet (every tag's size from the first paint) and the loader;
 * - `<link rel="modulepreload" fetchpriority="low">` for the chunk every tag imports (React and the
 *   core), so that the browser fetches it while it parses the page instead of after the loader has
 *   run: a round trip less before the first tag draws (issue 15; on Lighthouse's mobile profile the
 *   cookie bar, the largest paint of a short page, 0.2–0.3 s sooner). Low priority, so that it does
 *   not hold up the page's own stylesheets (at high priority it delayed the first paint by 0.8 s).
 *   Its file name has a content hash, different in every release, which is why a helper writes it:
 *   the build puts the name in (scripts/build/cms.mjs).
 * - the same for the tags a page shows at the top (`preload: ['nl-cookie-bar']`).
 * - `integrity: true` (issue 29.5, for a page that loads dist/ from a CDN): Subresource Integrity on
 *   every line, and first an import map whose `integrity` covers every file the loader can import
 *   (its tags, the shared chunks, loading/ and preview/), from dist/integrity.json, which the build
 *   puts in. A file whose bytes differ is refused by the browser: that tag alone stays un-upgraded
 *   (its fallback shows) and the loader logs one error naming the file. `crossorigin="anonymous"`
 *   on each line, as SRI on another origin needs (modules are fetched with CORS anyway).
 * - `nonce` (a Content-Security-Policy with `'nonce-…'`): on the import map and the loader's script.
 *
 * No imports and no DOM: scripts/build/cms.mjs transpiles this file into dist/cms.js (Node and browser).
 */

/** The core chunk's path inside dist/ (`chunks/define-<hash>.js`), put in by the build; '' outside a build. */
export const CORE_CHUNK: string = '__NL_CORE_CHUNK__';

/** dist/integrity.json's entries for what the loader can put on a page, as JSON; put in by the build. */
const INTEGRITY_JSON: string = '__NL_INTEGRITY__';

export interface HeadMarkupOptions {
  /** Where dist/ is served, ending in `/` (default `/dist/`): `/node_modules/nl-components/dist/`, a CDN's URL. */
  base?: string;
  /** Tags whose code to fetch while the page is parsed: those at the top of every page (the cookie bar). */
  preload?: readonly string[];
  /** Subresource Integrity: `integrity` on each line and an import map covering every file the loader imports. */
  integrity?: boolean;
  /** The page's Content-Security-Policy nonce, put on the import map and the loader's `<script>`. */
  nonce?: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The hashes by path inside dist/; throws when this is not a built dist/cms.js. */
function hashes(): Record<string, string> {
  const map = INTEGRITY_JSON.startsWith('{') ? (JSON.parse(INTEGRITY_JSON) as Record<string, string>) : {};
  if (!map['nl-components.js']) throw new Error('headMarkup: integrity needs the built dist/cms.js (npm run build), which carries the hashes of dist/integrity.json');
  return map;
}

/** The `<head>` lines for nl-components, one per line (see the header). Throws on a `preload` entry that is no tag name. */
export function headMarkup({ base = '/dist/', preload = [], integrity = false, nonce }: HeadMarkupOptions = {}): string {
  if (typeof base !== 'string') throw new TypeError('headMarkup: base must be a string (where dist/ is served, e.g. "/dist/")');
  if (nonce !== undefined && (typeof nonce !== 'string' || !/^[\w+/=-]+$/.test(nonce))) throw new TypeError('headMarkup: nonce must be the base64 text of the page\'s CSP nonce');
  const root = base.endsWith('/') ? base : `${base}/`;
  const sri = integrity ? hashes() : {};
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  /** ` integrity="…" crossorigin="anonymous"` for a file of dist/, with `integrity`. */
  const checked = (file: string) => (sri[file] ? ` integrity="${sri[file]}" crossorigin="anonymous"` : '');
  const lines: string[] = [];
  // The import map comes first: a module fetched before it would not be checked.
  if (integrity) {
    const map = { integrity: Object.fromEntries(Object.entries(sri).filter(([file]) => file.endsWith('.js')).map(([file, hash]) => [root + file, hash])) };
    lines.push(`<script type="importmap"${nonceAttribute}>${JSON.stringify(map).replace(/</g, '\\u003c')}</script>`);
  }
  lines.push(`<link rel="stylesheet" href="${attribute(root)}nl-components.css"${checked('nl-components.css')}>`);
  lines.push(`<script type="module" src="${attribute(root)}nl-components.js"${checked('nl-components.js')}${nonceAttribute}></script>`);
  // A build always has the name; '__NL_CORE_CHUNK__' is this file as written, outside one.
  if (/^chunks\/[\w.-]+\.js$/.test(CORE_CHUNK)) lines.push(`<link rel="modulepreload" href="${attribute(root + CORE_CHUNK)}" fetchpriority="low"${checked(CORE_CHUNK)}>`);
  for (const tag of preload) {
    if (typeof tag !== 'string' || !/^nl-[a-z]+(-[a-z]+)*$/.test(tag)) throw new TypeError(`headMarkup: preload takes tag names such as "nl-cookie-bar", not ${JSON.stringify(tag)}`);
    lines.push(`<link rel="modulepreload" href="${attribute(`${root}elements/${tag}.js`)}" fetchpriority="low"${checked(`elements/${tag}.js`)}>`);
  }
  return lines.join('\n');
}
