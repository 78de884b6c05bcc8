// `npm run size`: what the built scripts cost a visitor, gzipped as a server would (level 9), checked
// against size-budgets.json. Budgets are in gzip bytes, keyed by a dist path or a `*` pattern; the most
// specific key wins (an exact path before a pattern). A file with no budget fails too, so a new kind of
// output cannot slip past unchecked.
//
//   node scripts/test/size.mjs [tag]     [tag]: the page total is shown for that tag (default: every tag)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');

if (!existsSync(join(DIST, 'nl-components.js'))) {
  console.error('size: dist/nl-components.js is missing; run `npm run build` first.');
  process.exit(1);
}

const budgets = JSON.parse(readFileSync(join(ROOT, 'size-budgets.json'), 'utf8'));
const patterns = Object.entries(budgets)
  .filter(([key]) => !key.startsWith('$')) // "$comment"
  .map(([key, bytes]) => ({
    key,
    bytes,
    exact: !key.includes('*'),
    test: new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`),
  }))
  .sort((a, b) => Number(b.exact) - Number(a.exact) || b.key.length - a.key.length);

function jsFiles(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? jsFiles(path) : entry.name.endsWith('.js') ? [path] : [];
      })
    : [];
}

const files = jsFiles(DIST)
  .map((path) => {
    const source = readFileSync(path);
    const file = relative(ROOT, path).split('\\').join('/');
    return { file, path, source, raw: source.length, gzip: gzipSync(source, { level: 9 }).length, budget: patterns.find((p) => p.test.test(file)) };
  })
  .sort((a, b) => a.file.localeCompare(b.file));
const byFile = new Map(files.map((f) => [f.file, f]));

/** A module's static imports, followed through the chunks: what the browser fetches before it runs. */
function closure(file, seen = new Set()) {
  if (seen.has(file) || !byFile.has(file)) return seen;
  seen.add(file);
  const source = byFile.get(file).source.toString('utf8');
  // Minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
  for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
    const target = join(file, '..', match[1]).split('\\').join('/');
    closure(target, seen);
  }
  return seen;
}

const asked = process.argv[2];
const tags = files.filter((f) => f.file.startsWith('dist/elements/')).map((f) => f.file.slice('dist/elements/'.length, -3));
if (asked && !tags.includes(asked)) {
  console.error(`size: no dist/elements/${asked}.js (tags: ${tags.join(', ')})`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const pad = (text, width) => String(text).padStart(width);
const width = Math.max(...files.map((f) => f.file.length), 30);

console.log(`${'file'.padEnd(width)} ${pad('raw', 10)} ${pad('gzip', 10)} ${pad('budget', 10)}`);
const over = [];
for (const f of files) {
  const limit = f.budget?.bytes;
  const mark = limit === undefined ? '  no budget' : f.gzip > limit ? '  OVER' : '';
  if (limit === undefined || f.gzip > limit) over.push(f);
  console.log(`${f.file.padEnd(width)} ${pad(kb(f.raw), 10)} ${pad(kb(f.gzip), 10)} ${pad(limit === undefined ? '—' : kb(limit), 10)}${mark}`);
}

// What one page pays: the loader, then a tag's entry with everything it imports.
const loader = 'dist/nl-components.js';
console.log(`\nA page with the loader and one tag (gzip, files fetched):`);
for (const tag of asked ? [asked] : tags) {
  const page = new Set([...closure(loader), ...closure(`dist/elements/${tag}.js`)]);
  const total = [...page].reduce((sum, file) => sum + byFile.get(file).gzip, 0);
  console.log(`  ${tag.padEnd(width - 2)} ${pad(kb(total), 21)}   ${page.size} files`);
}

if (over.length) {
  console.error(`\nsize: over budget (size-budgets.json):`);
  for (const f of over) {
    console.error(
      f.budget
        ? `  ${f.file}: ${f.gzip} B gzip > ${f.budget.bytes} B (budget "${f.budget.key}")`
        : `  ${f.file}: ${f.gzip} B gzip, and no budget in size-budgets.json matches it`,
    );
  }
  process.exit(1);
}
console.log('\nsize: every file is within its budget');
