/**
 * The lines a page's `<head>` needs for nl-components, for a CMS template, a server or a builder
 * (`nl-components/cms` headMarkup; README "Using it on a page"):
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
 *
 * No imports and no DOM: scripts/build/cms.mjs transpiles this file into dist/cms.js (Node and browser).
 */

/** The core chunk's path inside dist/ (`chunks/define-<hash>.js`), put in by the build; '' outside a build. */
export const CORE_CHUNK: string = '__NL_CORE_CHUNK__';

export interface HeadMarkupOptions {
  /** Where dist/ is served, ending in `/` (default `/dist/`): `/node_modules/nl-components/dist/`, a CDN's URL. */
  base?: string;
  /** Tags whose code to fetch while the page is parsed: those at the top of every page (the cookie bar). */
  preload?: readonly string[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<head>` lines for nl-components, one per line (see the header). Throws on a `preload` entry that is no tag name. */
export function headMarkup({ base = '/dist/', preload = [] }: HeadMarkupOptions = {}): string {
  if (typeof base !== 'string') throw new TypeError('headMarkup: base must be a string (where dist/ is served, e.g. "/dist/")');
  const root = base.endsWith('/') ? base : `${base}/`;
  const lines = [`<link rel="stylesheet" href="${attribute(root)}nl-components.css">`, `<script type="module" src="${attribute(root)}nl-components.js"></script>`];
  // A build always has the name; '__NL_CORE_CHUNK__' is this file as written, outside one.
  if (/^chunks\/[\w.-]+\.js$/.test(CORE_CHUNK)) lines.push(`<link rel="modulepreload" href="${attribute(root + CORE_CHUNK)}" fetchpriority="low">`);
  for (const tag of preload) {
    if (typeof tag !== 'string' || !/^nl-[a-z]+(-[a-z]+)*$/.test(tag)) throw new TypeError(`headMarkup: preload takes tag names such as "nl-cookie-bar", not ${JSON.stringify(tag)}`);
    lines.push(`<link rel="modulepreload" href="${attribute(`${root}elements/${tag}.js`)}" fetchpriority="low">`);
  }
  return lines.join('\n');
}
