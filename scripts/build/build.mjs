// `npm run build`: everything in dist/ that a page or a package user needs.
//   dist/elements/<tag>.js + dist/chunks/   one entry per tag, React and the core shared (NL_BUILD=elements)
//   dist/nl-components.js                   the self-contained lazy loader (NL_BUILD=loader, then terser)
//   dist/preview/                           preview mode's panel and the unknown-tag warning (issue 14)
//   dist/react/elements/<tag>.js            the tags with React left as imports, for apps that bundle
//                                           React 19 themselves (NL_BUILD=react; README, Frameworks)
//   dist/THIRD-PARTY-LICENSES.txt           the licences of the packages bundled into dist/
//   dist/nl-components.css                  the :not(:defined) rules, for a <link> in <head>: src/core/
//                                           pre-upgrade.css + src/elements/*/pre-upgrade.css (pre-upgrade.mjs)
//   dist/custom-elements.json               the manifest, from the elements' specs and docs
//   dist/nl-components.d.ts                 types, from the manifest, type-checked
//   dist/cms.js + cms.d.ts                  `nl-components/cms`: editor and sanitizer configurations,
//                                           from the manifest (scripts/build/cms.mjs; + cms-snippets.json
//                                           for the examples site's "In je CMS" page)
//   dist/vscode.html-custom-data.json       editor completion, from the manifest: VS Code's html.customData
//   dist/vscode.css-custom-data.json          and css.customData (custom-element-vs-code-integration),
//   dist/web-types.json                       JetBrains' web-types (custom-element-jet-brains-integration)
//   dist/integrity.json                     each .js and .css file's sha384 (Subresource Integrity, integrity.mjs)
//   dist/wordpress/nl-components.zip        the WordPress plugin: wordpress/nl-components/ with the library's
//                                           page files and the tags' data (wordpress.mjs)
// Two Vite builds from the one vite.config.ts, not one: see the note at the top of that file.
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { build } from 'vite';
import { listTags, writeManifest } from './manifest.mjs';
import { checkDeclarations, writeDeclarations } from './dts.mjs';
import { checkCmsTypes, sharedChunks, writeCms } from './cms.mjs';
import { addSchemas, loadSpecs } from './schemas.mjs';
import { preUpgradeCss, preUpgradeProblems } from './pre-upgrade.mjs';
import { writeIntegrity } from './integrity.mjs';
import { writeWordPressPlugin } from './wordpress.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');

function fail(message) {
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
}

/** The npm packages whose code ends up in dist/ (any build), for dist/THIRD-PARTY-LICENSES.txt. */
const bundled = new Set();
const collectPackages = {
  name: 'nl-collect-packages',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      for (const id of Object.keys(chunk.modules ?? {})) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.split('\\').join('/'));
        if (match) bundled.add(match[1]);
      }
    }
  },
};

/** dist/THIRD-PARTY-LICENSES.txt: name, version, licence and licence text of each bundled package. */
function writeThirdPartyLicenses() {
  const sections = [...bundled].sort().map((name) => {
    const dir = join(ROOT, 'node_modules', name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    if (!pkg.license) fail(`${name} (bundled into dist/) declares no licence: check that it may be bundled`);
    const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
    const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
    // A few packages (@r2wc/*) ship no licence text: say so, with what package.json declares.
    const text = file
      ? readFileSync(join(dir, file), 'utf8').trim()
      : `The package ships no licence text; its package.json declares "${pkg.license}"${author ? `, author ${author}` : ''}${repository ? `, ${repository}` : ''}.`;
    return `${name}@${pkg.version} (${pkg.license})\n\n${text}\n`;
  });
  writeFileSync(
    join(DIST, 'THIRD-PARTY-LICENSES.txt'),
    `nl-components bundles these packages into dist/ (code of theirs, minified):\n\n${sections.join(`\n${'-'.repeat(72)}\n\n`)}`,
  );
}

async function viteBuild(target) {
  // vite.config.ts reads NL_BUILD when Vite resolves it, i.e. inside build().
  process.env.NL_BUILD = target;
  await build({
    plugins: [collectPackages],
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    // React picks its development or production build by process.env.NODE_ENV. Say it outright,
    // so a shell that exports NODE_ENV=development cannot ship React's dev build and its warnings.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

/**
 * The HTML checker (src/checker/, issue 14), bundled with parse5 and ajv so that it needs no
 * dependencies where it runs: dist/cli/nl-components.js for Node (the package's `bin`), and
 * dist/checker/checker.js for a page ("Controleer je HTML"). Neither is loaded by the library.
 */
async function checkerBuilds() {
  const common = { configFile: false, root: ROOT, logLevel: 'warn', plugins: [collectPackages], define: { 'process.env.NODE_ENV': '"production"' } };
  await build({
    ...common,
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(ROOT, 'src/checker/cli.ts'),
      outDir: join(DIST, 'cli'),
      emptyOutDir: true,
      target: 'node20',
      minify: true,
      rollupOptions: { output: { format: 'es', entryFileNames: 'nl-components.js', banner: '#!/usr/bin/env node' } },
    },
  });
  chmodSync(join(DIST, 'cli/nl-components.js'), 0o755);
  await build({
    ...common,
    base: './',
    build: {
      outDir: join(DIST, 'checker'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: 'hidden', // like the elements' (vite.config.ts)
      minify: true,
      copyPublicDir: false,
      lib: { entry: join(ROOT, 'src/checker/browser.ts'), formats: ['es'], fileName: () => 'checker.js' },
    },
  });
}

/**
 * Editor completion (issue 17.3), from the finished manifest with the maintained generators rather
 * than by hand: VS Code's custom data (tags, attributes with their values, descriptions with events,
 * slots, methods, parts and custom properties; CSS custom properties for css.customData) and
 * JetBrains' web-types (package.json "web-types" names it). Both read only the manifest.
 */
async function writeEditorData(manifest) {
  // The JetBrains generator reads ./package.json (name, version) when it is imported.
  process.chdir(ROOT);
  const { getVsCodeHtmlCustomData, getVsCodeCssCustomData } = await import('custom-element-vs-code-integration');
  const { getWebTypesData } = await import('custom-element-jet-brains-integration');
  // The generators offer an attribute's type split at `|` (or `,`) as its values: right for
  // `"list" | "gallery"`, wrong for JSON types (`Array<…>`, `object`), which they get as `string`
  // (typesSrc reads `editorType` first; the manifest itself keeps the real type).
  const enumeration = /^"[^"]*"(\s*\|\s*"[^"]*")*$/;
  const forEditors = structuredClone(manifest);
  for (const module of forEditors.modules) {
    for (const attribute of module.declarations[0].attributes) {
      const text = attribute.type?.text ?? 'string';
      attribute.editorType = { text: enumeration.test(text) || ['string', 'boolean', 'number'].includes(text) ? text : 'string' };
    }
  }
  const options = { hideLogs: true, descriptionSrc: 'summary', typesSrc: 'editorType' };
  const files = {
    'vscode.html-custom-data.json': getVsCodeHtmlCustomData(forEditors, options),
    'vscode.css-custom-data.json': getVsCodeCssCustomData(forEditors, options),
    'web-types.json': getWebTypesData(forEditors, options),
  };
  for (const [file, text] of Object.entries(files)) {
    // Parsed and written again: valid JSON or the build stops, and one layout for every file. The
    // elements' docs give a custom property's default in its text, not as a `default`, which the
    // generators would print as "(default: undefined)".
    const data = JSON.parse(text.replaceAll(' _(default: undefined)_', '').replaceAll(' (default: undefined)', ''));
    writeFileSync(join(DIST, file), `${JSON.stringify(data, null, 2)}\n`);
  }
}

/**
 * The chunk every tag imports (React and the core, src/core/define.tsx): the loader starts it with the
 * first tag it imports (NL_CORE_CHUNK, vite.config.ts `__NL_CORE__`), in parallel with the tag's own
 * module, instead of a round trip later when the tag's imports are read (issue 15).
 */
function coreChunk() {
  const shared = sharedChunks(DIST);
  if (shared.length !== 1) throw new Error(`expected one chunk that every tag imports, found ${shared.length} (${shared.join(', ')})`);
  return shared[0];
}

try {
  await viteBuild('elements');
  process.env.NL_CORE_CHUNK = coreChunk();
  await viteBuild('loader');
  await viteBuild('react');
  await checkerBuilds();
  writeThirdPartyLicenses();
} catch (error) {
  fail(`vite: ${error.message ?? error}`);
}

// The loader is on every page, under a 4 KB gzip budget: a second minifier pass (terser, on what
// Vite's minifier wrote, with the source map carried through) saves about 90 bytes gzip of it.
try {
  const file = join(DIST, 'nl-components.js');
  const result = await minify(readFileSync(file, 'utf8'), {
    module: true,
    compress: { passes: 2 },
    mangle: true,
    sourceMap: { content: readFileSync(`${file}.map`, 'utf8'), url: 'nl-components.js.map' },
  });
  writeFileSync(file, result.code);
  writeFileSync(`${file}.map`, result.map);
} catch (error) {
  fail(`terser: ${error.message ?? error}`);
}

// The pre-upgrade rules: src/core/pre-upgrade.css and every element folder's pre-upgrade.css, sorted
// by folder, the design tokens inlined (scripts/build/pre-upgrade.mjs). Checked below, once the tags are known.
writeFileSync(join(DIST, 'nl-components.css'), preUpgradeCss());

// Subresource Integrity (issue 29.5): every script and stylesheet written so far, before cms.js, which
// carries the loadable part for headMarkup({ integrity: true }); cms.js's own hash is added after it.
writeIntegrity(DIST);

let manifest;
let schemas = 0;
try {
  // Every tag's spec and docs, loaded once: the manifest, then the specs' facts and JSON Schemas
  // (scripts/build/schemas.mjs) into the manifest, and dist/schemas/.
  const loaded = await loadSpecs(listTags());
  manifest = await writeManifest(join(DIST, 'custom-elements.json'), loaded);
  schemas = await addSchemas(manifest, DIST, loaded);
  writeDeclarations(manifest, join(DIST, 'nl-components.d.ts'));
  writeCms(manifest, DIST);
  writeIntegrity(DIST);
  await writeEditorData(manifest);
  // The WordPress plugin (issue 33): wordpress/nl-components/ completed, and packed as a zip.
  writeWordPressPlugin(manifest, DIST);
} catch (error) {
  fail(error.message);
}
const problems = checkDeclarations(manifest);
if (problems) fail(`dist/nl-components.d.ts does not type-check:\n${problems}`);
const cmsProblems = checkCmsTypes(DIST);
if (cmsProblems) fail(`dist/cms.d.ts does not fit the editors' and sanitizers' own types:\n${cmsProblems}`);

// Check the result rather than trust it: every tag of the manifest has its file, and no file
// carries React's development build.
const tags = manifest.modules.map((module) => module.declarations[0].tagName);
const expected = ['THIRD-PARTY-LICENSES.txt', ...tags.map((tag) => `react/elements/${tag}.js`), 'nl-components.js', 'nl-components.css', 'custom-elements.json', 'nl-components.d.ts', 'react.d.ts', 'cms.js', 'cms.d.ts', 'vscode.html-custom-data.json', 'vscode.css-custom-data.json', 'web-types.json', 'cli/nl-components.js', ...tags.map((tag) => `elements/${tag}.js`)];
const missing = expected.filter((file) => !existsSync(join(DIST, file)));
if (missing.length) fail(`missing from dist/: ${missing.join(', ')}`);
// Every tag has its pre-upgrade.css, and dist/nl-components.css holds every folder's rules.
const preUpgrade = preUpgradeProblems(readFileSync(join(DIST, 'nl-components.css'), 'utf8'));
if (preUpgrade.length) fail(`pre-upgrade rules:\n${preUpgrade.join('\n')}`);

const scripts = ['nl-components.js', ...readdirSync(join(DIST, 'elements')).map((f) => `elements/${f}`)];
if (existsSync(join(DIST, 'chunks'))) scripts.push(...readdirSync(join(DIST, 'chunks')).map((f) => `chunks/${f}`));
const development = scripts
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /react[-.]dom[-.]client\.development|react\.development|Download the React DevTools/.test(readFileSync(join(DIST, file), 'utf8')));
if (development.length) fail(`React's development build ended up in ${development.join(', ')}`);

// dist/react/ must leave React to the app: no React code in it, and `react` imported by name.
const reactDir = join(DIST, 'react');
const sharedReactFiles = ['elements', 'chunks'].flatMap((dir) => (existsSync(join(reactDir, dir)) ? readdirSync(join(reactDir, dir)).map((f) => join(reactDir, dir, f)) : []));
const reactBundled = sharedReactFiles.filter((file) => file.endsWith('.js') && /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/.test(readFileSync(file, 'utf8')));
if (reactBundled.length) fail(`React itself ended up in dist/react/: ${reactBundled.join(', ')}`);
if (!sharedReactFiles.some((file) => /from\s*["']react["']/.test(readFileSync(file, 'utf8')))) fail('dist/react/ does not import "react"');

// The loader's exports are typed by hand in scripts/build/dts.mjs (window.nl will grow: openModal,
// showAlert, consent…); a new export without a type fails here rather than reach users untyped.
const loaderExports = [...readFileSync(join(DIST, 'nl-components.js'), 'utf8').matchAll(/export\s*\{([^}]*)\}/g)]
  .flatMap((match) => match[1].split(','))
  .map((spec) => spec.trim().split(/\s+as\s+/).pop())
  .filter(Boolean);
const typed = new Set([...readFileSync(join(DIST, 'nl-components.d.ts'), 'utf8').matchAll(/export declare (?:const|function) (\w+)/g)].map((m) => m[1]));
const untyped = loaderExports.filter((name) => !typed.has(name));
if (untyped.length) fail(`dist/nl-components.js exports ${untyped.join(', ')} without a type: declare it in scripts/build/dts.mjs`);

console.log(`build: ${tags.length} element(s), loader, css, custom-elements.json, ${schemas} JSON Schemas, nl-components.d.ts and cms.js in dist/`);
