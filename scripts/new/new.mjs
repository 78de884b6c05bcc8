// `npm run new -- nl-thing`: a new tag from the templates in scripts/new/templates/element/ (issue 19.3),
// working at once: `npm run build` builds it and `npx wtr --files src/elements/thing/nl-thing.test.ts` passes.
//
// It writes these files (each template's path, with __TAG__ → nl-thing and __NAME__ → thing; the
// same placeholders, and __CLASS__ → Thing, in the text):
//   elements/nl-thing.ts                     the entry: defineElement
//   src/elements/thing/thing.tsx             the component and its spec (attributes, messages, styles)
//   src/elements/thing/thing.docs.ts         what the spec does not say: summary, descriptions, events,
//                                            slots, parts, custom properties (→ manifest, types, CMS,
//                                            editor data, reference tables, the generated tables)
//   src/elements/thing/messages.ts           its texts, Dutch and English
//   src/elements/thing/thing.css             its shadow CSS
//   src/elements/thing/pre-upgrade.css       its rules before the upgrade (the build requires the file)
//   src/elements/thing/README.md             its notes for maintainers (its first line points users to its page)
//   src/elements/thing/nl-thing.test.ts      renders, texts in nl and en, axe, hostile input
//   src/elements/thing/nl-thing.example.html     its page on the examples site, Dutch and English (live
//   src/elements/thing/nl-thing.example.en.html  example, snippet to paste, generated reference), served
//                                            at /elements/nl-thing.html and /en/… (scripts/site/element-pages.mjs)
// and adds the tag to the two lists that cannot be derived (yet), then writes the generated tables
// (scripts/docs/generate-docs.mjs: the manual's tag table, docs/tags.md, and the element README's):
//   src/core/tokens.css                      the tags the design tokens resolve on (CSS selector)
//   examples/strict-csp.html                 the page that uses every tag under a strict CSP
// Everything else follows from the elements/ folder: the build's entries and the loader's tag list
// (vite.config.ts), the manifest and all that is made from it (types, CMS configs, schemas, editor
// data, the catalogue and reference tables), dist/nl-components.css, the size budget (the
// dist/elements/*.js pattern), and the tests that go over every tag (test/all-tags.ts: the tag's
// markup is the first "HTML om te plakken" snippet of its example page).
//
//   node scripts/new/new.mjs nl-thing         (npm run new -- nl-thing)
// test/new-element.mjs (`npm run test:new`) runs it in a copy of the repository and tests the result.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATES = fileURLToPath(new URL('templates/element/', import.meta.url));

function fail(message) {
  console.error(`new: ${message}`);
  process.exit(1);
}

/** Why `tag` cannot be a new tag, or undefined. */
export function nameProblem(tag, root = ROOT) {
  if (!tag) return 'give the tag name: npm run new -- nl-thing';
  if (!tag.startsWith('nl-')) return `"${tag}" must start with nl-`;
  // A valid custom element name, and the form vite.config.ts and the tests read from elements/
  // (/^nl-[a-z-]+\.ts$/): lowercase letters in hyphen-separated words.
  if (!/^nl-[a-z]+(-[a-z]+)*$/.test(tag)) return `"${tag}" must be lowercase letters a-z in words joined by single hyphens, as nl-thing or nl-job-alert`;
  const name = tag.slice(3);
  if (existsSync(join(root, 'elements', `${tag}.ts`))) return `${tag} exists already (elements/${tag}.ts)`;
  if (existsSync(join(root, 'src/elements', name))) return `src/elements/${name}/ exists already`;
  return undefined;
}

const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase());

function templateFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/** Adds `tag` to the tag list of src/core/tokens.css (the `:is(…)` the tokens resolve on), sorted. */
function addToTokens(tag) {
  const file = join(ROOT, 'src/core/tokens.css');
  const css = readFileSync(file, 'utf8');
  const list = /(:is\(\n)((?: {4}nl-[a-z-]+,?\n)+)( {2}\) \{)/.exec(css);
  if (!list) return false;
  const tags = [...list[2].matchAll(/nl-[a-z-]+/g)].map((match) => match[0]);
  const lines = [...new Set([...tags, tag])].sort().map((name, i, all) => `    ${name}${i < all.length - 1 ? ',' : ''}\n`);
  writeFileSync(file, css.replace(list[0], `${list[1]}${lines.join('')}${list[3]}`));
  return true;
}

/** Puts the tag on examples/strict-csp.html (every tag is there, test/strict-csp.test.ts), before the violations list. */
function addToStrictCsp(tag, name) {
  const file = join(ROOT, 'examples/strict-csp.html');
  const html = readFileSync(file, 'utf8');
  const anchor = '      <section id="overtredingen"';
  if (!html.includes(anchor)) return false;
  const section = `      <section class="section" aria-labelledby="${name}-title">
        <div class="container">
          <h2 id="${name}-title">Nieuw op deze pagina</h2>
          <${tag} heading="Werk dat bij je past"><p>Bekijk de vacatures bij jou in de buurt.</p></${tag}>
        </div>
      </section>

`;
  writeFileSync(file, html.replace(anchor, `${section}${anchor}`));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tag = process.argv[2];
  const problem = nameProblem(tag);
  if (problem) fail(problem);
  const name = tag.slice(3);
  const fill = (text) => text.replaceAll('__TAG__', tag).replaceAll('__NAME__', name).replaceAll('__CLASS__', pascal(name));

  const targets = templateFiles(TEMPLATES).map((template) => ({
    template,
    target: join(ROOT, fill(relative(TEMPLATES, template)).replace(/\.tmpl$/, '')),
  }));
  const taken = targets.filter(({ target }) => existsSync(target)).map(({ target }) => relative(ROOT, target));
  if (taken.length) fail(`these files exist already: ${taken.join(', ')}`);

  console.log(`new: ${tag}\n\nwrote:`);
  for (const { template, target } of targets) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(template, 'utf8')));
    console.log(`  ${relative(ROOT, target)}`);
  }
  console.log('\nadded the tag to:');
  console.log(addToTokens(tag) ? '  src/core/tokens.css (the tags the design tokens resolve on)' : '  NOT src/core/tokens.css: its tag list was not found; add the tag to it by hand');
  console.log(addToStrictCsp(tag, name) ? '  examples/strict-csp.html (a section before "Wat de browser tegenhield"; move it where it fits)' : '  NOT examples/strict-csp.html: add the tag to it by hand');

  for (const [script, what] of [['scripts/docs/generate-docs.mjs', 'docs/tags.md and its README (the generated tables)'], ['scripts/docs/messages.mjs', 'docs/messages.md (its texts)']]) {
    const done = spawnSync(process.execPath, [join(ROOT, script)], { cwd: ROOT, encoding: 'utf8' });
    console.log(done.status === 0 ? `  ${what}` : `  NOT ${what}: node ${script} failed (${done.stderr.trim()})`);
  }

  console.log(`
next:
  npm run build && npx wtr --files src/elements/${name}/${tag}.test.ts   builds it; its test passes as generated
  npm start                                                   its page: /elements/${tag}.html (and /en/…)
then fill in (every TODO):
  - src/elements/${name}/${name}.docs.ts: summary, descriptions, events, slots, parts, custom
    properties; one entry for exactly the spec's attributes (the build checks); then npm run generate
  - src/elements/${name}/${name}.tsx: the attributes (spec) and the component; messages.ts: the texts
    (nl and en); ${name}.css and pre-upgrade.css: the same size before and after the upgrade
  - src/elements/${name}/${tag}.test.ts: its behaviour; ${tag}.example.html and ${tag}.example.en.html: the lead,
    the examples and their snippets (the first "HTML om te plakken" snippet is the markup the
    tests that go over every tag use; or give it an entry in MARKUP, test/all-tags.ts)
  - CHANGELOG.md; the site's footer menu
    (examples/_includes/footer.html and en/footer.html) if the tag belongs there`);
}
