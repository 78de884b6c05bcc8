/**
 * The HTML the examples site offers to paste, read from the pages as the site serves them (the same
 * pages `npm start` serves, listed by /fake/pages), not from a list kept by hand: every
 * `<pre class="snippet">` right after a `<p class="snippet-label">` whose text starts with
 * "HTML om te plakken". (Snippets labelled "JavaScript" and the like are code, not HTML to paste.)
 * A new example on any page is picked up by the tests that use this (test/cms.test.ts).
 */
export interface Snippet {
  /** The page's URL path, e.g. /elements/nl-map.html. */
  page: string;
  /** The label above it, e.g. "HTML om te plakken (ingekort tot twee vestigingen)". */
  label: string;
  /** The HTML as a reader copies it (the <code> element's text). */
  html: string;
}

export const SNIPPET_LABEL = /^HTML om te plakken/;

/** The snippets of one page's HTML. */
export function snippetsOf(page: string, html: string): Snippet[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('pre.snippet')].flatMap((pre) => {
    const label = pre.previousElementSibling;
    const text = label?.matches('.snippet-label') ? (label.textContent ?? '').trim().replace(/\s+/g, ' ') : '';
    return SNIPPET_LABEL.test(text) ? [{ page, label: text, html: pre.textContent ?? '' }] : [];
  });
}

/** Every snippet of every page of the examples site, in page order. */
export async function siteSnippets(): Promise<Snippet[]> {
  const pages = (await (await fetch('/fake/pages')).json()) as string[];
  const texts = await Promise.all(pages.map(async (page) => [page, await (await fetch(page)).text()] as const));
  return texts.flatMap(([page, html]) => snippetsOf(page, html));
}
