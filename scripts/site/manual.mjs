// The manual on the examples site (issue 32): every docs/*.md rendered at /docs/NAME.html while the
// site is served, and /docs/ (index.html), the list of its pages. English only (the manual is for
// developers). The Markdown is the file GitHub shows, read with the parser the link check reads it
// with (scripts/docs/markdown.mjs: markdown-it, GitHub's heading ids), and put in the site's layout
// as a page of its own: `<!--#include head -->`, `header`, `footer` (the English includes), so
// renderPage() (pages.mjs) fills them in, adds the language switch (to the Dutch home page: there is
// no Dutch manual) and the copy buttons of the code blocks (`<pre class="snippet">`).
//   - every heading gets GitHub's id, so `theming.md#the-focus-ring` and /docs/theming.html#the-focus-ring
//     are the same place; a contents list of the page's ## and ### headings comes after the first
//     paragraph (what the reader can do after reading the page);
//   - a link between docs pages (`consent.md#x`) becomes the site's (/docs/consent.html#x); a link to a
//     page of the site written as its file (../examples/cms.html, ../src/elements/map/nl-map.example.html)
//     becomes that page's URL (/cms.html, /elements/nl-map.html), one into dist/ /dist/…; a link to any
//     other file of the repository (a README, a test, LICENSE) is its text and the path, not a link;
//   - a table scrolls sideways in its own focusable box on a phone; the generated tables (the tags in
//     tags.md, the texts in messages.md) are the docs files' own, kept current by `npm run docs:check`.
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { DOCS, createParser, inlineText, manualName, manualPages, manualUrl, slug, withoutComments } from '../docs/markdown.mjs';
import { elementPageUrl } from './element-pages.mjs';

const escape = (value) => String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** Whether a URL path is one of the manual's (/docs/, /docs/index.html, /docs/NAME.html of a docs file). */
export function isManualPath(urlPath) {
  if (urlPath === '/docs/' || urlPath === '/docs/index.html') return true;
  const name = manualName(urlPath);
  return name !== null && existsSync(`${DOCS}/${name}`);
}

/** The manual's pages as URL paths (the index as /docs/index.html, as the site's other index pages). */
export function manualPaths() {
  return ['/docs/index.html', ...manualPages().map((page) => page.url)];
}

const ELEMENT_PAGE = /^src\/elements\/[^/]+\/(nl-[a-z0-9-]+)\.example(\.en)?\.html$/;

/**
 * Where a link of a docs page leads on the site: {href} for a link, {plain: path} for a file of the
 * repository the site does not serve. `href` as written in docs/NAME.md.
 */
export function siteHref(href) {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//')) return { href };
  const hash = href.indexOf('#');
  const fragment = hash < 0 ? '' : href.slice(hash);
  const path = posix.normalize(posix.join('docs', hash < 0 ? href : href.slice(0, hash)));
  if (path === 'docs' || path === 'docs/') return { href: `/docs/${fragment}` };
  if (/^docs\/[^/]+\.md$/.test(path)) return { href: manualUrl(path.slice(5)) + fragment };
  const element = ELEMENT_PAGE.exec(path);
  if (element) return { href: elementPageUrl(element[1], element[2] ? 'en' : 'nl') + fragment };
  if (/^examples\/(?!_includes\/).+\.html$/.test(path)) return { href: `/${path.slice('examples/'.length)}`.replace(/(^|\/)index\.html$/, '$1') + fragment };
  if (path.startsWith('dist/')) return { href: `/${path}${fragment}` };
  return { plain: path };
}

/** A markdown-it for the site: GitHub's heading ids, code blocks as the site's snippets, tables in a scroll box, links for the site. */
function siteParser() {
  const md = createParser();
  md.core.ruler.push('nl-site', (state) => {
    const seen = new Set();
    const tables = new Map();
    let heading = '';
    const list = state.tokens;
    for (let i = 0; i < list.length; i++) {
      const token = list[i];
      if (token.type === 'heading_open') {
        heading = inlineText(list[i + 1]);
        token.attrSet('id', slug(heading, seen));
      } else if (token.type === 'table_open') {
        const n = (tables.get(heading) ?? 0) + 1;
        tables.set(heading, n);
        token.meta = { label: `${heading || 'Table'}${n > 1 ? `, table ${n}` : ''}` };
      } else if (token.type === 'inline' && list[i - 1]?.type === 'th_open' && !token.content.trim()) {
        // A column without a header on GitHub (`| export | |`, `| | |`): named for a screen reader, the
        // first column as what the rows are, the others as their description.
        let column = 0;
        for (let k = i - 1; k >= 0 && list[k].type !== 'tr_open'; k--) if (list[k].type === 'th_open') column++;
        const name = new state.Token('html_inline', '', 0);
        name.content = `<span class="docs-hidden">${column === 1 ? 'Name' : 'Description'}</span>`;
        token.children = [name];
      } else if (token.type === 'inline') {
        const children = token.children ?? [];
        for (let j = 0; j < children.length; j++) {
          if (children[j].type !== 'link_open') continue;
          const target = siteHref(children[j].attrGet('href'));
          if (target.href !== undefined) {
            children[j].attrSet('href', target.href);
            continue;
          }
          // The link's text, then the file's path, without a link: the site does not serve it.
          let depth = 0;
          let k = j;
          for (; k < children.length; k++) {
            if (children[k].type === 'link_open') depth++;
            if (children[k].type === 'link_close' && --depth === 0) break;
          }
          const text = children.slice(j + 1, k).map((c) => c.content).join('');
          children[j].meta = { plain: target.plain, showPath: !text.includes(target.plain) && !text.includes(posix.basename(target.plain)) };
          if (children[k]) children[k].meta = children[j].meta;
        }
      }
    }
  });
  const { rules } = md.renderer;
  const linkOpen = rules.link_open ?? ((tokens, idx, options, env, self) => self.renderToken(tokens, idx, options));
  const linkClose = rules.link_close ?? ((tokens, idx, options, env, self) => self.renderToken(tokens, idx, options));
  rules.link_open = (tokens, idx, options, env, self) => (tokens[idx].meta?.plain ? '<span class="repo-file">' : linkOpen(tokens, idx, options, env, self));
  rules.link_close = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta;
    if (!meta?.plain) return linkClose(tokens, idx, options, env, self);
    return `${meta.showPath ? ` (<code>${escape(meta.plain)}</code>)` : ''}</span>`;
  };
  rules.fence = (tokens, idx) => {
    const token = tokens[idx];
    const lang = token.info.trim().split(/\s+/)[0];
    return `<pre class="snippet" tabindex="0"><code${lang ? ` class="language-${escape(lang)}"` : ''}>${escape(token.content)}</code></pre>\n`;
  };
  rules.code_block = (tokens, idx) => `<pre class="snippet" tabindex="0"><code>${escape(tokens[idx].content)}</code></pre>\n`;
  rules.table_open = (tokens, idx) => `<div class="table-scroll" role="region" tabindex="0" aria-label="${escape(tokens[idx].meta?.label ?? 'Table')}"><table>\n`;
  rules.table_close = () => '</table></div>\n';
  return md;
}
const parser = siteParser();

/** The contents list: the page's ## headings, each with its ### headings. */
function contents(headings) {
  const items = [];
  for (const h of headings) {
    if (h.level === 2) items.push({ ...h, children: [] });
    else if (h.level === 3 && items.length) items.at(-1).children.push(h);
  }
  if (!items.length) return '';
  const link = (h) => `<a href="#${escape(h.slug)}">${escape(h.text)}</a>`;
  const list = items
    .map((h) => `<li>${link(h)}${h.children.length ? `<ul>${h.children.map((c) => `<li>${link(c)}</li>`).join('')}</ul>` : ''}</li>`)
    .join('\n');
  return `<nav class="docs-contents" aria-labelledby="docs-contents-title">\n<h2 id="docs-contents-title" class="docs-contents__title">On this page</h2>\n<ul>\n${list}\n</ul>\n</nav>\n`;
}

/** The rendered body of one docs file: its HTML, with the contents list after the first paragraph. */
export function renderManual(markdown) {
  // Comments (the generated files' markers) are for the files' editors, not the page's readers.
  const source = withoutComments(markdown);
  const env = {};
  const tokens = parser.parse(source, env);
  const headings = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type === 'heading_open') headings.push({ level: Number(tokens[i].tag.slice(1)), text: inlineText(tokens[i + 1]), slug: tokens[i].attrGet('id') });
  }
  let html = parser.renderer.render(tokens, parser.options, env);
  const toc = contents(headings);
  // After the h1 and the paragraph that says what the page is for.
  const afterIntro = /<\/h1>\n(?:<p>[\s\S]*?<\/p>\n)?/.exec(html);
  if (toc && afterIntro) html = html.slice(0, afterIntro.index + afterIntro[0].length) + toc + html.slice(afterIntro.index + afterIntro[0].length);
  else html = toc + html;
  return { html, title: headings.find((h) => h.level === 1)?.text ?? 'Manual', headings };
}

/** A whole page of the site around `body` (the includes are renderPage()'s to fill in). */
function layout({ title, description, crumbs, body }) {
  const trail = crumbs.map(([text, href]) => (href ? `<li><a href="${href}">${escape(text)}</a></li>` : `<li><span aria-current="page">${escape(text)}</span></li>`)).join('\n          ');
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escape(title)} | Manual | Voorbeeld Groep</title>
    <meta name="description" content="${escape(description)}">
    <!--#include head -->
  </head>
  <body>
    <!--#include header -->
    <main id="inhoud">
      <nav class="breadcrumb" aria-label="Breadcrumb">
        <ol>
          ${trail}
        </ol>
      </nav>
      <div class="container container--narrow docs-page">
${body}
      </div>
    </main>
    <!--#include footer -->
  </body>
</html>
`;
}

/** What a page is for, from its first paragraph: "After reading this you can …" as "You can …". */
export const purpose = (intro) => intro.replace(/^After reading this,? you /, 'You ');

/** The index, /docs/: every page of the manual, in the README's order, with what it is for. */
function indexPage() {
  const pages = manualPages();
  const items = pages
    .map((page) => `<li><a href="${page.url}">${escape(page.title)}</a><p>${parser.renderInline(purpose(page.introSource))}</p></li>`)
    .join('\n');
  const body =
    `<h1>The manual</h1>\n<p class="lead">How to use nl-components on a page, in a CMS, a framework or someone else's site, and how it is built and tested: one page per topic. The same pages are Markdown in the repository's <code>docs/</code> folder; the repository's README is the front door.</p>\n` +
    `<ul class="docs-index">\n${items}\n</ul>\n`;
  return layout({ title: 'The manual', description: 'The manual of nl-components: one page per topic, from putting a tag on a page to how the library is tested.', crumbs: [['Home', '/en/'], ['Manual']], body });
}

/** The page's HTML (before renderPage()) for a manual URL path, or null when it is none. */
export function manualSource(urlPath) {
  if (urlPath === '/docs/' || urlPath === '/docs/index.html') return indexPage();
  const name = manualName(urlPath);
  if (!name || !existsSync(`${DOCS}/${name}`)) return null;
  const markdown = readFileSync(`${DOCS}/${name}`, 'utf8');
  const { html, title } = renderManual(markdown);
  const description = manualPages().find((page) => page.name === name)?.intro ?? title;
  return layout({ title, description, crumbs: [['Home', '/en/'], ['Manual', '/docs/'], [title]], body: html });
}
