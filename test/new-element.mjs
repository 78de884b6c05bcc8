// `npm run test:new`: `npm run new` works end to end (issue 19.3), in a copy of the repository so that
// nothing is left behind here. The copy is the working tree's files (git ls-files: tracked and new,
// not ignored; so uncommitted changes are tested too) in a temporary folder, with node_modules linked.
// There it checks that bad names are refused and write nothing, runs `npm run new -- nl-probe-thing`,
// and then, on the result: tsc, eslint on the generated files, the build (which checks the docs file
// against the spec, the pre-upgrade rules and every dist file), the size budgets, and in the browser the
// generated test file plus a probe (test/new-probe.test.ts, written here): the tag's example pages
// (live element, snippet, generated reference, axe), its markup in test/all-tags.ts, and its
// design tokens before the upgrade. Takes about two minutes (a full build): not part of `npm test`.
//
//   node test/new-element.mjs [--keep]     --keep: leave the copy (its path is printed) to look at
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAG = 'nl-probe-thing';
const keep = process.argv.includes('--keep');
const started = Date.now();
const copy = mkdtempSync(join(tmpdir(), 'nl-new-'));
let failed = false;

function step(title) {
  console.log(`\n▶ ${title} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function run(command, args, { expect = 0, quiet = false } = {}) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (!quiet || result.status !== expect) process.stdout.write(output);
  if (result.status !== expect) throw new Error(`${command} ${args.join(' ')}: exit ${result.status}, expected ${expect}`);
  return output;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ✓ ${message}`);
}

const GENERATED = [
  `elements/${TAG}.ts`,
  'src/elements/probe-thing/probe-thing.tsx',
  'src/elements/probe-thing/messages.ts',
  'src/elements/probe-thing/probe-thing.css',
  'src/elements/probe-thing/pre-upgrade.css',
  'src/elements/probe-thing/README.md',
  'src/elements/probe-thing/probe-thing.docs.ts',
  `src/elements/probe-thing/${TAG}.test.ts`,
  `src/elements/probe-thing/${TAG}.example.html`,
  `src/elements/probe-thing/${TAG}.example.en.html`,
];

// The probe's browser checks of what only the whole site shows (run in the copy only).
const PROBE = `import { expect } from '@open-wc/testing';
import { loadFrame } from './helpers.ts';
import { MARKUP, TAGS } from './all-tags.ts';

describe('${TAG}, as npm run new made it', function () {
  this.timeout(60_000);

  it('is one of the tags, with its markup from its example page', () => {
    expect(TAGS).to.include('${TAG}');
    expect(MARKUP['${TAG}']).to.equal('<${TAG} heading="Werk dat bij je past"><p>Bekijk de vacatures bij jou in de buurt.</p></${TAG}>');
  });

  for (const [path, label, text] of [['/elements/${TAG}.html', 'Referentie', 'Nieuw'], ['/en/elements/${TAG}.html', 'Reference', 'New']] as const) {
    it(path + ': live example, snippet and the generated reference, axe-clean', async () => {
      const frame = await loadFrame(path, 1280, 900);
      const doc = frame.contentDocument!;
      const el = doc.querySelector('.demo ${TAG}') as HTMLElement & { updateComplete: Promise<void> };
      await frame.contentWindow!.customElements.whenDefined('${TAG}');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal(text);
      expect(doc.querySelector('pre.snippet')!.textContent).to.include('<${TAG} heading=');
      const reference = doc.querySelector('section.reference[data-reference="${TAG}"]')!;
      expect(reference.querySelector('h2')!.textContent).to.equal(label + ': ${TAG}');
      expect(reference.querySelector('table[data-reference-part="attributes"]')!.textContent).to.include('heading');
      // axe-core inside the frame, on its own document (as test/docs.test.ts runs it).
      const script = doc.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      const loaded = new Promise((resolve, reject) => {
        script.addEventListener('load', resolve, { once: true });
        script.addEventListener('error', reject, { once: true });
      });
      doc.head.append(script);
      await loaded;
      type Axe = { run(context: Element, options: object): Promise<{ violations: { id: string }[] }> };
      const axe = (frame.contentWindow as unknown as { axe: Axe }).axe;
      const results = await axe.run(doc.querySelector('main')!, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
      expect(results.violations.map((v) => v.id)).to.deep.equal([]);
    });
  }

  it('gets the design tokens before its upgrade (src/core/tokens.css)', () => {
    const el = document.createElement('${TAG}');
    document.body.append(el);
    expect(customElements.get('${TAG}')).to.equal(undefined);
    // src/core/tokens.css: --_nl-radius is var(--nl-radius, calc(0.25 * var(--_nl-rem))) (issue 29: in the element's unit).
    expect(getComputedStyle(el).getPropertyValue('--_nl-radius').trim()).to.match(/^calc\\(0\\.25 \\* /);
    el.remove();
  });
});
`;

try {
  step(`copying the working tree to ${copy}`);
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  console.log(`  ${files.length} files`);

  step('bad names are refused, and write nothing');
  for (const [name, why] of [
    ['', 'give the tag name'],
    ['probe-thing', 'must start with nl-'],
    ['nl-Probe', 'lowercase letters'],
    ['nl-probe2', 'lowercase letters'],
    ['nl-probe--thing', 'lowercase letters'],
    ['nl-spinner', 'exists already'],
    ['nl-accordion-item', 'exists already'],
  ]) {
    const output = run('node', ['scripts/new/new.mjs', ...(name ? [name] : [])], { expect: 1, quiet: true });
    check(output.includes(why), `"${name}" refused: ${output.trim()}`);
  }
  check(!existsSync(join(copy, 'src/elements/probe')) && !existsSync(join(copy, 'elements/nl-probe.ts')), 'no files for a refused name');

  step(`npm run new -- ${TAG}`);
  const output = run('npm', ['run', '--silent', 'new', '--', TAG]);
  for (const file of GENERATED) check(existsSync(join(copy, file)) && output.includes(file), `wrote ${file}`);
  check(readFileSync(join(copy, 'src/core/tokens.css'), 'utf8').includes(`    ${TAG},\n`), 'added the tag to src/core/tokens.css');
  check(readFileSync(join(copy, 'examples/strict-csp.html'), 'utf8').includes(`<${TAG} heading=`), 'added the tag to examples/strict-csp.html');
  check(readFileSync(join(copy, 'docs/tags.md'), 'utf8').includes(`[elements/${TAG}.html](../src/elements/probe-thing/${TAG}.example.html)`), 'the manual\'s tag table (docs/tags.md) links to its example page in its folder');
  check(readFileSync(join(copy, 'src/elements/probe-thing/README.md'), 'utf8').startsWith(`> Using ${TAG} on a page: see its page on the examples site, /elements/${TAG}.html`), 'its README starts with the pointer to its page');
  check(!/__(TAG|NAME|CLASS)__/.test(GENERATED.map((file) => readFileSync(join(copy, file), 'utf8')).join('')), 'no placeholder left');
  const again = run('node', ['scripts/new/new.mjs', TAG], { expect: 1, quiet: true });
  check(again.includes('exists already'), 'a second run refuses the same name');

  step('tsc --noEmit');
  run('npx', ['tsc', '--noEmit']);
  check(true, 'types check');

  step('eslint on the generated files');
  run('npx', ['eslint', ...GENERATED.filter((file) => /\.tsx?$/.test(file))]);
  check(true, 'lint-clean');

  step('npm run build');
  const built = run('node', ['scripts/build/build.mjs']);
  check(/build: \d+ element/.test(built), built.trim().split('\n').pop());
  const manifest = JSON.parse(readFileSync(join(copy, 'dist/custom-elements.json'), 'utf8'));
  const declaration = manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName === TAG);
  check(declaration?.attributes.some((attribute) => attribute.name === 'heading' && attribute.required), 'in the manifest, with its required heading');
  check(readFileSync(join(copy, 'dist/nl-components.js'), 'utf8').includes(TAG), 'the loader knows the tag');
  // `nl-probe-thing:not(:defined)` as the template writes it (the build once wrapped it in :is()).
  const preUpgrade = readFileSync(join(copy, 'dist/nl-components.css'), 'utf8');
  check(preUpgrade.includes(`${TAG}:not(:defined)`) || preUpgrade.includes(`${TAG}:is(:not(:defined)`), 'its pre-upgrade rules are in dist/nl-components.css');
  check(readFileSync(join(copy, 'dist/cms.js'), 'utf8').includes(TAG), 'the CMS configurations allow it');

  step('npm run size');
  run('node', ['scripts/test/size.mjs', TAG], { quiet: true });
  check(true, 'within the budgets');

  step(`wtr: src/elements/probe-thing/${TAG}.test.ts and the probe`);
  writeFileSync(join(copy, 'test/new-probe.test.ts'), PROBE);
  // WTR_PORT: the runner's port, where the machine asks for one (a shared machine's range).
  const port = process.env.WTR_PORT ? ['--port', process.env.WTR_PORT] : [];
  const tested = run('npx', ['wtr', ...port, '--files', `src/elements/probe-thing/${TAG}.test.ts`, '--files', 'test/new-probe.test.ts']);
  // The progress lines count up from 0; the last count is the result (wtr exits non-zero on a failure).
  const [passed, failedTests] = [...tested.matchAll(/(\d+) passed, (\d+) failed/g)].pop()?.slice(1).map(Number) ?? [0, 0];
  check(passed >= 11 && failedTests === 0, `${passed} browser tests passed, ${failedTests} failed`);
} catch (error) {
  failed = true;
  console.error(`\ntest:new failed: ${error.message}`);
}

if (keep) console.log(`\nthe copy is left at ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log(`\ntest:new: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
