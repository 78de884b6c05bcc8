// The manual's Markdown (docs/*.md, README.md, CHANGELOG.md) as one library reads it, for the two
// places that need it: the examples site, which renders docs/ at /docs/ (scripts/site/manual.mjs),
// and the link check (scripts/docs/check-links.mjs). Both use this file's parser (markdown-it: a
// CommonMark parser, the docs' decisions page says why) and this file's slug() for headings, so an
// #anchor that works on GitHub works on the site and is what the check checks.
//
//   slug(text, seen?)     GitHub's heading ids (github-slugger's rule): lower case, punctuation
//                         dropped, spaces to hyphens; a repeated one gets -1, -2, …
//   headings(markdown)    [{level, text, slug}] of a Markdown text, in order
//   links(markdown)       every link target written in it ([text](href), <a href>, ![img](src))
//   manualPages()         docs/*.md in the README's order: [{name, file, url, title, intro, introSource, headings}] (README.md at the root is the front door; /docs/ on the site lists these)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DOCS = join(ROOT, 'docs');

/** The parser: CommonMark with GitHub's tables and strikethrough; raw HTML is text (a tag named in prose stays a name). */
export function createParser() {
  return new MarkdownIt({ html: false, linkify: false, typographer: false });
}
const parser = createParser();

/**
 * A heading's id as GitHub makes it (github-slugger): lower case; every character that is not a
 * letter, mark, digit, connector (`_`), hyphen or space removed; each space a hyphen. `seen` counts the
 * ids of one document, so a second "Usage" is `usage-1`.
 */
export function slug(text, seen) {
  const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
  if (!seen) return base;
  let id = base;
  for (let n = 1; seen.has(id); n++) id = `${base}-${n}`;
  seen.add(id);
  return id;
}

/** The text of an inline token as GitHub reads it for a heading's id: its text and code, no markup. */
export function inlineText(token) {
  return (token.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline' || child.type === 'softbreak' || child.type === 'hardbreak')
    .map((child) => (child.type.endsWith('break') ? ' ' : child.content))
    .join('');
}

/** The parsed tokens of a Markdown text. */
export function tokens(markdown) {
  return parser.parse(markdown, {});
}

/** Every heading: [{level, text, slug}], slugs deduplicated as GitHub does. */
export function headings(markdown, list = tokens(markdown)) {
  const seen = new Set();
  const out = [];
  for (let i = 0; i < list.length; i++) {
    if (list[i].type !== 'heading_open') continue;
    const text = inlineText(list[i + 1]);
    out.push({ level: Number(list[i].tag.slice(1)), text, slug: slug(text, seen) });
  }
  return out;
}

/** Every `id="…"` and `name="…"` of raw HTML in the text (an anchor written by hand). */
export function htmlAnchors(markdown) {
  return [...markdown.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)].map((m) => m[1]);
}

/** Every link target of a Markdown text: [{href, line}] from links, images and raw `<a href>`. */
export function links(markdown, list = tokens(markdown)) {
  const out = [];
  let line = 1;
  for (const token of list) {
    if (token.map) line = token.map[0] + 1;
    if (token.type === 'html_block' || token.type === 'html_inline') {
      for (const m of token.content.matchAll(/<a\s[^>]*\bhref="([^"]+)"/g)) out.push({ href: m[1], line });
    }
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') out.push({ href: child.attrGet('href'), line });
      else if (child.type === 'image') out.push({ href: child.attrGet('src'), line });
      else if (child.type === 'html_inline') for (const m of child.content.matchAll(/<a\s[^>]*\bhref="([^"]+)"/g)) out.push({ href: m[1], line });
    }
  }
  return out;
}

/**
 * The text without its one-line HTML comments outside code blocks (the generated files' markers,
 * which GitHub hides too); a comment inside a code block is the code's.
 */
export function withoutComments(markdown) {
  let fence = null;
  return markdown
    .split('\n')
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line);
      if (open && (fence === null || open[1].startsWith(fence))) fence = fence === null ? open[1] : null;
      return fence === null && /^<!--.*-->\s*$/.test(line) ? '' : line;
    })
    .join('\n');
}

/** The first paragraph (a page's "after reading this you can …"): {text} without markup, {source} its Markdown on one line. */
export function intro(list) {
  const at = list.findIndex((token) => token.type === 'paragraph_open');
  if (at < 0) return { text: '', source: '' };
  return { text: inlineText(list[at + 1]).replace(/\s+/g, ' ').trim(), source: list[at + 1].content.replace(/\s+/g, ' ').trim() };
}

/** The order of the manual's pages: as the README's "## The manual" lists them (its links into docs/), then the rest by name. */
function readmeOrder() {
  const readme = join(ROOT, 'README.md');
  if (!existsSync(readme)) return [];
  const section = /^## The manual\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readFileSync(readme, 'utf8'))?.[1] ?? '';
  return links(section)
    .map(({ href }) => /^docs\/([^/#]+\.md)(?:#|$)/.exec(href)?.[1])
    .filter((name, index, all) => name && all.indexOf(name) === index);
}

/** The site's URL of a docs file name (`theming.md` → /docs/theming.html; README.md, the index, → /docs/). */
export const manualUrl = (name) => (name === 'README.md' ? '/docs/' : `/docs/${name.replace(/\.md$/, '.html')}`);

/** The docs file of a site URL (/docs/theming.html → theming.md; /docs/ and /docs/index.html → README.md), or null. */
export function manualName(urlPath) {
  if (urlPath === '/docs/' || urlPath === '/docs/index.html') return 'README.md';
  const m = /^\/docs\/([a-z0-9-]+|CONTRACT)\.html$/.exec(urlPath);
  return m && m[1] !== 'README' && m[1] !== 'index' ? `${m[1]}.md` : null;
}

/**
 * Every page of the manual, in the README's order: [{name, file, url, title, intro, introSource, headings}]
 * (`intro` the first paragraph as text, `introSource` as Markdown).
 */
export function manualPages() {
  if (!existsSync(DOCS)) return [];
  const order = readmeOrder();
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  const names = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
  names.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return names.map((name) => {
    const file = join(DOCS, name);
    const markdown = withoutComments(readFileSync(file, 'utf8'));
    const list = tokens(markdown);
    const all = headings(markdown, list);
    const first = intro(list);
    return { name, file, url: manualUrl(name), title: all.find((h) => h.level === 1)?.text ?? name, intro: first.text, introSource: first.source, headings: all.filter((h) => h.level > 1) };
  });
}
