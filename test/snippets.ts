/**
 * The snippets the examples site and the README offer to paste (issue 14.5), extracted from what a
 * reader sees, not from a hand-kept list: every `<pre class="snippet">` that follows a
 * `<p class="snippet-label">HTML om te plakken…</p>` (on an English page, /en/…: `HTML to paste…`) on a
 * page as the site serves it (with its includes), and every ```html block of README.md and the manual (docs/*.md). A snippet
 * that is the same HTML as one on an earlier page (an English page's untranslated snippet) is
 * listed once, under the first page. Other snippets (`JavaScript`, CSS, console
 * output) are not HTML to paste and are left out.
 */

export interface Snippet {
  /** Where it comes from: a page's URL path, or `README.md`, `docs/NAME.md`. */
  source: string;
  /** The heading of the example it belongs to (for test names). */
  title: string;
  /** The HTML as an editor copies it. */
  html: string;
}

/** The URL paths of the site's pages: examplePages() of scripts/site/pages.mjs (examples/ and each tag's pages in its element's folder), from the runner's /fake/pages. */
export async function sitePages(): Promise<string[]> {
  return (await (await fetch('/fake/pages')).json()) as string[];
}

/** The paste-ready HTML snippets of one served page. */
export function pageSnippets(document: Document, source: string): Snippet[] {
  return [...document.querySelectorAll('pre.snippet')]
    .filter((pre) => {
      const label = pre.previousElementSibling;
      return label?.matches('.snippet-label') && /^(HTML om te plakken|HTML to paste)/.test(label.textContent?.trim() ?? '');
    })
    .map((pre) => ({
      source,
      title: pre.closest('section')?.querySelector('h2, h3')?.textContent?.trim() ?? '',
      html: pre.textContent ?? '',
    }));
}

/** Every paste-ready snippet of the site, fetched as the site serves the pages. */
export async function siteSnippets(): Promise<Snippet[]> {
  const parser = new DOMParser();
  const all = await Promise.all(
    (await sitePages()).map(async (path) => {
      const response = await fetch(path);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return pageSnippets(parser.parseFromString(await response.text(), 'text/html'), path);
    }),
  );
  const seen = new Set<string>();
  return all.flat().filter((snippet) => !seen.has(snippet.html) && seen.add(snippet.html));
}

/** The ```html blocks of a Markdown text. */
export function markdownSnippets(markdown: string, source: string): Snippet[] {
  const snippets: Snippet[] = [];
  let heading = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, '');
    if (!/^```html\s*$/.test(line)) continue;
    const end = lines.indexOf('```', i + 1);
    snippets.push({ source, title: heading, html: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return snippets;
}
