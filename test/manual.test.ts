/**
 * Issue 32: the manual on the examples site. Every docs/*.md (listed by the files, so a new page is
 * checked at once) as `npm start` serves it at /docs/NAME.html (scripts/site/manual.mjs):
 * - served in the site's layout (English header and footer, `<html lang="en">`), its <h1> the file's
 *   first heading, its first paragraph saying what the reader can do after reading it;
 * - every heading has GitHub's id (a few written out below, as GitHub makes them), and a contents
 *   list after the first paragraph links to each ## heading of the page;
 * - no link is left pointing at a Markdown file; every link to another page of the site goes to a
 *   page of the site's list (/fake/pages), and every #anchor of such a link (and of the page's own)
 *   is an id of its target, so the docs' anchors work on the site as they do on GitHub (where
 *   scripts/docs/check-links.mjs checks them with the same ids);
 * - a link to a repository file the site does not serve is its text and path, not a link;
 * - every code block has a copy button, which copies it and says `Copied`;
 * - the generated tables are there: the tags (every tag of the manifest, each with its page), the texts,
 *   the size budgets (size-budgets.json);
 * - /docs/ lists every page; an unknown /docs/ page is a 404.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { loadFrame } from './helpers.ts';

const files = Object.keys(import.meta.glob('/docs/*.md')).map((path) => path.slice('/docs/'.length));
const pages = (await (await fetch('/fake/pages')).json()) as string[];
const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as { modules: { declarations: { tagName: string }[] }[] };
const tags = manifest.modules.flatMap((m) => m.declarations).map((d) => d.tagName);
const parser = new DOMParser();
const served = new Map<string, Document>();

/** The site's URL of a docs file. */
const urlOf = (file: string) => `/docs/${file.replace(/\.md$/, '.html')}`;

/** A page as the site serves it, parsed; cached. */
async function load(path: string): Promise<Document> {
  if (!served.has(path)) {
    const response = await fetch(path);
    expect(response.ok, `${path}: HTTP ${response.status}`).to.equal(true);
    served.set(path, parser.parseFromString(await response.text(), 'text/html'));
  }
  return served.get(path)!;
}

describe('the manual on the examples site (/docs/, issue 32)', function () {
  this.timeout(60_000);

  it('finds the manual’s files, and the site lists each page and the index', () => {
    expect(files.length, 'docs/*.md').to.be.greaterThan(15);
    expect(pages).to.include('/docs/index.html');
    for (const file of files) expect(pages, file).to.include(urlOf(file));
  });

  for (const file of files) {
    it(`${urlOf(file)}: layout, headings with ids, contents list, links for the site, copy buttons`, async () => {
      const markdown = await (await fetch(`/docs/${file}`)).text();
      const doc = await load(urlOf(file));
      expect(doc.documentElement.lang).to.equal('en');
      expect(doc.querySelector('.site-header .main-nav'), 'the header').to.exist;
      expect(doc.querySelector('.site-footer'), 'the footer').to.exist;
      const main = doc.querySelector('main .docs-page')!;
      const h1 = main.querySelector('h1')!;
      expect(h1.textContent, 'the file’s title').to.equal(/^# (.+)$/m.exec(markdown)![1]!.replaceAll('`', ''));
      expect(doc.title).to.equal(`${h1.textContent} | Manual | Voorbeeld Groep`);
      expect(h1.nextElementSibling!.localName).to.equal('p');
      expect(h1.nextElementSibling!.textContent, 'what the reader can do after it').to.match(/^After reading this you (can|know)\b/);

      const headings = [...main.querySelectorAll('h1, h2, h3, h4')].filter((h) => !h.closest('.docs-contents'));
      for (const h of headings) expect(h.id, `${h.textContent}: an id`).to.match(/^[\p{L}\p{N}_-]+$/u);
      expect(new Set(headings.map((h) => h.id)).size, 'ids unique').to.equal(headings.length);

      const sections = headings.filter((h) => h.localName === 'h2');
      const contents = main.querySelector('nav.docs-contents');
      if (sections.length) {
        expect(contents, 'a contents list').to.exist;
        expect(contents!.previousElementSibling, 'after the first paragraph').to.equal(h1.nextElementSibling);
        const listed = [...contents!.querySelectorAll(':scope > ul > li > a')].map((a) => a.getAttribute('href'));
        expect(listed).to.deep.equal(sections.map((h) => `#${h.id}`));
      }

      for (const a of main.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        expect(href, 'no link to a Markdown file').to.not.match(/\.md(#|$)/);
        if (/^[a-z]+:/.test(href)) continue;
        const [path, anchor] = href.split('#') as [string, string | undefined];
        const target = path === '' ? urlOf(file) : path.endsWith('/') ? `${path}index.html` : path;
        if (!target.startsWith('/dist/')) expect(pages, `${href}: a page of the site`).to.include(target);
        if (anchor && target.startsWith('/docs/')) {
          const other = await load(target);
          expect(other.getElementById(decodeURIComponent(anchor)), `${href}: an id of ${target}`).to.exist;
        }
      }
      for (const span of main.querySelectorAll('.repo-file')) expect(span.querySelector('a'), 'a repository file is not a link').to.equal(null);

      const snippets = [...main.querySelectorAll('pre.snippet')];
      expect(snippets.length, 'code blocks').to.equal((markdown.match(/^\s*```/gm) ?? []).length / 2);
      for (const pre of snippets) expect(pre.nextElementSibling?.querySelector('button.snippet-copy')?.textContent, 'a copy button after each').to.equal('Copy');
    });
  }

  it('ids as GitHub makes them (code, punctuation and repeated words)', async () => {
    const ids = async (path: string) => [...(await load(path)).querySelectorAll('main [id]')].map((el) => el.id);
    expect(await ids('/docs/loading.html')).to.include('loading-by-need-loading');
    expect(await ids('/docs/theming.html')).to.include.members(['the-pages-text-styles-stay-outside', 'contrast-of-the-defaults']);
    expect(await ids('/docs/tags.html')).to.include('the-hero-image-in-the-markup-nl-bg-image');
    expect(await ids('/docs/decisions.html')).to.include.members(['markdown-it-for-the-manual-on-the-site', 'updatecomplete-means-rendered-and-wired']);
    expect(await ids('/docs/checker.html')).to.include('checking-html-before-publishing-nl-components-check-and-the-json-schemas');
  });

  it('links for the site: docs pages, site pages written as files, repository files as text', async () => {
    const using = await load('/docs/using.html');
    // `[embedding](embedding.md)` and `[Loading by need](loading.md)`.
    expect(using.querySelector('a[href="/docs/embedding.html"]')).to.exist;
    expect(using.querySelector('a[href="/docs/loading.html"]')).to.exist;
    // `[the modal's README](../src/elements/modal/README.md)`: the text and the path.
    const readme = [...using.querySelectorAll('.repo-file')].find((span) => span.textContent!.includes('src/elements/modal/README.md'));
    expect(readme?.textContent).to.equal("the modal's README (src/elements/modal/README.md)");
    // The tag table: `[elements/nl-map.html](../src/elements/map/nl-map.example.html)`, `[faq.html](../examples/faq.html)`.
    const table = await load('/docs/tags.html');
    expect(table.querySelector('a[href="/elements/nl-map.html"]')?.textContent).to.equal('elements/nl-map.html');
    expect(table.querySelector('a[href="/faq.html"]')?.textContent).to.equal('faq.html');
    expect(table.querySelector('a[href="/vacature.html#solliciteren"]'), 'a fragment kept').to.exist;
    // The embedding page's links to the site's pages in both languages.
    const embedding = await load('/docs/embedding.html');
    expect(embedding.querySelector('a[href="/insluiten.html"]')).to.exist;
    expect(embedding.querySelector('a[href="/en/insluiten.html"]')).to.exist;
  });

  it('the generated tables: every tag in the tag table, each with its page; every tag’s texts; the size budgets', async () => {
    const doc = await load('/docs/tags.html');
    const rows = [...doc.querySelectorAll('#the-table ~ .table-scroll table tbody tr')];
    expect(rows.map((row) => row.querySelector('td code')!.textContent).sort()).to.deep.equal([...tags].sort());
    const box = doc.querySelector('#the-table ~ .table-scroll')!;
    expect([box.getAttribute('role'), box.getAttribute('tabindex'), box.getAttribute('aria-label')], 'a named, focusable scroll box').to.deep.equal(['region', '0', 'The table']);
    // docs/messages.md (scripts/docs/messages.mjs): a section per tag with texts, each at its tag's id.
    const texts = await load('/docs/messages.html');
    const sections = [...(await (await fetch('/docs/messages.md')).text()).matchAll(/^## `(nl-[a-z-]+)`$/gm)].map((m) => m[1]!);
    expect(sections.length, 'tags with texts').to.be.greaterThan(15);
    for (const tag of sections) expect(texts.getElementById(tag)?.nextElementSibling, `${tag}: its texts`).to.exist;
    expect(texts.body.textContent, 'the generator’s comment is not shown').to.not.include('Generated by');
    // docs/sizes.md: the budgets, from size-budgets.json (scripts/docs/generate-docs.mjs).
    const budgets = Object.entries((await (await fetch('/size-budgets.json')).json()) as Record<string, unknown>).filter(([key]) => !key.startsWith('$'));
    const sizes = await load('/docs/sizes.html');
    const listed = [...sizes.querySelectorAll('#the-budgets ~ .table-scroll tbody tr')].map((row) => [row.querySelector('code')!.textContent, /\((\d+) B\)/.exec(row.textContent!)?.[1]]);
    expect(listed).to.deep.equal(budgets.map(([key, bytes]) => [key, String(bytes)]));
  });

  it('/docs/ lists every page with what it is for; an unknown page is a 404', async () => {
    const index = await load('/docs/');
    const links = [...index.querySelectorAll('main .docs-index a')].map((a) => a.getAttribute('href'));
    expect([...links].sort()).to.deep.equal(files.map(urlOf).sort());
    for (const item of index.querySelectorAll('main .docs-index li')) expect(item.querySelector('p')!.textContent, item.textContent!).to.match(/^You (can|know)\b/);
    expect((await fetch('/docs/no-such-page.html')).status).to.equal(404);
    expect((await fetch('/docs/README.html')).status).to.equal(404);
  });

  it('a code block’s copy button copies it and says Copied (keyboard)', async () => {
    const frame = await loadFrame('/docs/frameworks.html', 1280, 900);
    const doc = frame.contentDocument!;
    const win = frame.contentWindow as Window & typeof globalThis;
    const copied: string[] = [];
    Object.defineProperty(win.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    const pre = doc.querySelector<HTMLElement>('main pre.snippet')!;
    expect(pre.textContent, 'a comment in a code block is the code’s').to.include('<!-- From a CDN');
    frame.focus();
    pre.focus();
    await sendKeys({ press: 'Tab' });
    const button = pre.nextElementSibling!.querySelector<HTMLButtonElement>('button')!;
    expect(doc.activeElement === button, 'Tab reaches the button').to.equal(true);
    await sendKeys({ press: 'Enter' });
    const live = pre.nextElementSibling!.querySelector('[role="status"]')!;
    await waitUntil(() => live.textContent === 'Copied', 'announced');
    expect(copied).to.deep.equal([pre.textContent]);
    frame.remove();
  });
});
