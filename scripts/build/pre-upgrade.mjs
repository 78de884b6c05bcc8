// The pre-upgrade rules (dist/nl-components.css): src/core/pre-upgrade.css (the shared part: the
// design tokens) and then every element folder's pre-upgrade.css, sorted by folder name, with the
// @import of src/core/tokens.css inlined (a <link>ed sheet must stand alone; Vite inlines the same
// @import for the tests' ?inline copy, test/helpers.ts preUpgradeCss, assembled in the same order).
// `node scripts/build/pre-upgrade.mjs` checks dist/nl-components.css against the sources (the build does too).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The one file name for a folder's pre-upgrade rules, in src/core/ and in every src/elements/<name>/. */
export const PRE_UPGRADE = 'pre-upgrade.css';
const SHARED = join(ROOT, 'src/core', PRE_UPGRADE);
const ELEMENTS = join(ROOT, 'src/elements');

/** Every element folder's pre-upgrade.css that exists, sorted by folder name. */
export function elementFiles() {
  return readdirSync(ELEMENTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(ELEMENTS, name, PRE_UPGRADE))
    .filter((file) => existsSync(file));
}

const inlineImports = (file) =>
  readFileSync(file, 'utf8').replace(/^@import '(\.\/[\w-]+\.css)';$/gm, (_, path) => inlineImports(join(dirname(file), path)));

/**
 * Issue 38: an element whose first render the renderer holds for a later task (src/core/renderer.tsx)
 * is defined but keeps its pre-upgrade look, so every `:not(:defined)` of the sources also matches
 * the element's custom state nl-pending: `:is(:not(:defined), :state(nl-pending))`, the same
 * specificity. :is() drops a selector the browser does not know (:state() before Chromium 125 and
 * Safari 17.4), so there the rule still holds before the upgrade (and nothing is held). Comments are
 * left as written. test/helpers.ts does the same for the tests' copy.
 */
export function withPending(css) {
  return css
    .split(/(\/\*[\s\S]*?\*\/)/)
    .map((part, i) => (i % 2 ? part : part.replaceAll(':not(:defined)', ':is(:not(:defined), :state(nl-pending))')))
    .join('');
}

/** The assembled sheet: the shared file (tokens inlined), then each element folder's file, with the held state (withPending). */
export function preUpgradeCss() {
  return withPending([inlineImports(SHARED), ...elementFiles().map((file) => readFileSync(file, 'utf8'))].join('\n'));
}

const withoutComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * What is wrong with the assembled `css` (dist/nl-components.css): every tag of elements/nl-*.ts
 * must have a pre-upgrade.css in its folder (the one its element file imports from) that names it,
 * the sheet must hold every folder's file whole, and every tag must be in a selector of the sheet
 * (a :not(:defined) one) unless its file has no rules at all (a comment that says why, as
 * nl-cookie-bar's). [] when right.
 */
export function preUpgradeProblems(css) {
  const problems = [];
  if (/@import/.test(css)) problems.push('dist/nl-components.css still has an @import');
  // The pre-upgrade selectors only (tokens.css lists every tag too, for the tokens).
  const selectors = [...withoutComments(css).matchAll(/([^{};]+)\{/g)].map((match) => match[1]).filter((selector) => selector.includes(':not(:defined)'));
  for (const file of readdirSync(join(ROOT, 'elements')).filter((f) => /^nl-[a-z-]+\.ts$/.test(f)).sort()) {
    const tag = file.slice(0, -3);
    const folder = /from '\.\.\/src\/elements\/([\w-]+)\//.exec(readFileSync(join(ROOT, 'elements', file), 'utf8'))?.[1];
    const own = folder && join(ELEMENTS, folder, PRE_UPGRADE);
    if (!own || !existsSync(own)) {
      problems.push(`${tag} has no src/elements/${folder ?? '<its folder>'}/${PRE_UPGRADE} (its rules before the upgrade; a comment if it needs none)`);
      continue;
    }
    const text = readFileSync(own, 'utf8');
    if (!new RegExp(`${tag}(?![\\w-])`).test(text)) problems.push(`src/elements/${folder}/${PRE_UPGRADE} does not mention ${tag}`);
    const named = selectors.some((selector) => new RegExp(`(^|[^\\w-])${tag}(?![\\w-])`).test(selector));
    if (!named && /\{/.test(withoutComments(text))) problems.push(`dist/nl-components.css has no rule for ${tag}`);
  }
  for (const file of elementFiles()) {
    if (!css.includes(withPending(readFileSync(file, 'utf8')))) problems.push(`dist/nl-components.css lacks ${file.slice(ROOT.length)}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(ROOT, 'dist/nl-components.css');
  const built = existsSync(dist) ? readFileSync(dist, 'utf8') : '';
  const problems = built ? preUpgradeProblems(built) : ['no dist/nl-components.css: run npm run build'];
  if (built && preUpgradeCss() !== built) problems.push('dist/nl-components.css is not the sources assembled: run npm run build');
  for (const problem of problems) console.error(`pre-upgrade: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`pre-upgrade: dist/nl-components.css holds src/core/${PRE_UPGRADE} and ${elementFiles().length} element folders' rules`);
}
