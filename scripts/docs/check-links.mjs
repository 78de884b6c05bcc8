// `npm run docs:check`: links that cannot rot (issue 32). Fails on a link or #anchor in README.md,
// CHANGELOG.md, docs/*.md or an element's README (src/elements/<name>/README.md) that points to no
// file or heading, on a page of docs/ that no other of those files links to, and on an element's
// README whose first line does not send a user to the tag's page on the examples site. Headings are read with the site's parser and ids made with its slug()
// (scripts/docs/markdown.mjs, GitHub's rule), so an anchor that passes here works on GitHub and on
// the examples site's /docs/ pages.
//   - a relative link must name a file or folder of the repository; with #anchor into a Markdown
//     file, one of its headings (or an `<a id>` / `<a name>` written in it), into an HTML file one of
//     its id="…" attributes; an anchor into any other kind of file is not checked;
//   - `#anchor` alone: a heading of the same file;
//   - a link starting with `/` is refused: GitHub resolves it to nothing (write the repository path);
//   - http(s):, mailto: and tel: links are not followed.
//
//   node scripts/docs/check-links.mjs               the repository
//   node scripts/docs/check-links.mjs --root DIR    another folder laid out the same way (the test's)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, headings, htmlAnchors, links, tokens } from './markdown.mjs';

/** The elements' READMEs under `root`: src/elements/<name>/README.md. */
function elementReadmes(root) {
  const elements = join(root, 'src/elements');
  if (!existsSync(elements)) return [];
  return readdirSync(elements).sort().map((name) => join(elements, name, 'README.md')).filter((file) => existsSync(file));
}

/** The files checked, from `root`: README.md, CHANGELOG.md, every docs/*.md and every element's README that exists. */
export function checkedFiles(root) {
  const docs = join(root, 'docs');
  const pages = existsSync(docs) ? readdirSync(docs).filter((name) => name.endsWith('.md')).sort().map((name) => join(docs, name)) : [];
  return [join(root, 'README.md'), join(root, 'CHANGELOG.md'), ...pages, ...elementReadmes(root)].filter((file) => existsSync(file));
}

// An element's README begins: `> Using nl-TAG on a page: see … /elements/nl-TAG.html …` (its folder's page).
const USER_POINTER = /^> Using (nl-[a-z0-9-]+)\b.*?(\/elements\/(nl-[a-z0-9-]+)\.html)/;

/** The anchors of a file: headings' ids and hand-written anchors (Markdown), id/name attributes (HTML); null when not checked. */
function anchorsOf(file, cache) {
  if (!cache.has(file)) {
    const text = readFileSync(file, 'utf8');
    let anchors = null;
    if (file.endsWith('.md')) anchors = new Set([...headings(text).map((h) => h.slug), ...htmlAnchors(text)]);
    else if (file.endsWith('.html')) anchors = new Set([...text.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1]));
    cache.set(file, anchors);
  }
  return cache.get(file);
}

/** Every problem of the repository at `root`, one line each (`docs/x.md:12: …`), sorted by file. */
export function checkLinks(root = ROOT) {
  root = resolve(root);
  const problems = [];
  const cache = new Map();
  const linked = new Set();
  const files = checkedFiles(root);
  for (const file of files) {
    const where = relative(root, file).replaceAll(sep, '/');
    const list = tokens(readFileSync(file, 'utf8'));
    for (const { href, line } of links(readFileSync(file, 'utf8'), list)) {
      const at = `${where}:${line}`;
      if (!href) {
        problems.push(`${at}: a link without a target`);
        continue;
      }
      if (/^(https?:|mailto:|tel:)/i.test(href)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
        problems.push(`${at}: ${href}: not a repository path nor an http(s) link`);
        continue;
      }
      if (href.startsWith('/')) {
        problems.push(`${at}: ${href}: starts with /, which GitHub resolves to nothing; write the path from this file (../examples/x.html, other.md)`);
        continue;
      }
      const hash = href.indexOf('#');
      const path = decodeURIComponent(hash < 0 ? href : href.slice(0, hash));
      const anchor = hash < 0 ? null : decodeURIComponent(href.slice(hash + 1));
      const target = path ? resolve(dirname(file), path) : file;
      if (target !== root && !target.startsWith(root + sep)) {
        problems.push(`${at}: ${href}: outside the repository`);
        continue;
      }
      if (!existsSync(target)) {
        problems.push(`${at}: ${href}: no such file (${relative(root, target).replaceAll(sep, '/')})`);
        continue;
      }
      if (target !== file) linked.add(target);
      if (anchor === null || anchor === '' || statSync(target).isDirectory()) continue;
      const anchors = anchorsOf(target, cache);
      if (anchors && !anchors.has(anchor)) problems.push(`${at}: ${href}: no heading or id "${anchor}" in ${relative(root, target).replaceAll(sep, '/')}`);
    }
  }
  for (const file of elementReadmes(root)) {
    const where = relative(root, file).replaceAll(sep, '/');
    const first = readFileSync(file, 'utf8').split('\n', 1)[0];
    const pointer = USER_POINTER.exec(first);
    if (!pointer) {
      problems.push(`${where}:1: the first line must send a user to the tag's page: "> Using nl-TAG on a page: see its page on the examples site, /elements/nl-TAG.html (npm start). This file is for maintainers: …"`);
    } else if (!existsSync(join(dirname(file), `${pointer[3]}.example.html`))) {
      problems.push(`${where}:1: ${pointer[2]}: no such page (${pointer[3]}.example.html is not in this folder)`);
    }
  }
  for (const file of files) {
    if (dirname(file) === join(root, 'docs') && !linked.has(file)) {
      problems.push(`${relative(root, file).replaceAll(sep, '/')}: no page links to it (README.md, CHANGELOG.md or another docs/ page)`);
    }
  }
  return { files: files.length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? process.argv[at + 1] : ROOT;
  const { files, problems } = checkLinks(root);
  if (problems.length) {
    console.error(`check-links: ${problems.length} broken link(s) or unlinked page(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`check-links: ${files} file(s), every link and anchor found, every docs/ page linked`);
}
