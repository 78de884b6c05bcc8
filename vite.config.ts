/**
 * Vite config, used three ways:
 * - `npm run build` (scripts/build/build.mjs) runs two builds from it: NL_BUILD=elements writes one entry per
 *   tag to dist/elements/<tag>.js with React and the core in shared chunks (dist/chunks/), and
 *   NL_BUILD=loader writes the self-contained loader dist/nl-components.js. Two builds, because in
 *   one build Rollup would move code the loader shares with the elements (the observer) into a shared
 *   chunk, and the loader would cost a second request on every page.
 * - web-test-runner.config.mjs runs a dev server from it in middleware mode, so the browser tests get
 *   the same TypeScript/JSX/CSS transform as the build.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every tag that ships: one file elements/nl-<tag>.ts each. */
export const tags = readdirSync(new URL('elements', import.meta.url))
  .filter((file) => /^nl-[a-z-]+\.ts$/.test(file))
  .map((file) => file.slice(0, -3))
  .sort();

/** dist/preview/<name>.js: the preview panel, and the unknown-tag warning (src/core/preview/). */
const previewEntries = ['panel', 'unknown-tag'];

/**
 * NL_BUILD=react: the same tags for apps that bundle React 19 themselves (dist/react/elements/<tag>.js,
 * `nl-components/react/elements/<tag>`), with React left as imports for the app's bundler, so the tags
 * use the app's copy instead of bringing their own (docs/frameworks.md).
 */
const sharedReact = (id: string) => /^(react|react-dom)(\/|$)/.test(id);

/**
 * The elements build's shared code in few chunks, so that a tag's code arrives in two round trips
 * (the loader; then the tag's module and the core side by side, as the loader starts both), not in
 * a chain of small chunks each importing the next. Rolldown's default makes a chunk per set of
 * importers: 20 chunks, the cookie bar's code four levels deep (cookie bar → register-modal → modal →
 * events), each level one more round trip on a phone's network before the bar can draw. So
 * (Rolldown's code-splitting groups, the higher priority first; a group also takes what its
 * modules import):
 * - `base`: what the preview panel, the unknown-tag warning or deferred loading share with the tags
 *   (problems, i18n, styles, suggest…), so that those never fetch React;
 * - `define`, the core: React and the rest of src/core/ but consent. Every tag imports it anyway; it
 *   gains ~2 KB gzip of small modules (form drafts, scrolling, listeners…);
 * - `consent`: the consent modules (the decision and its cookie, Consent Mode, the gates, Trusted
 *   Types for the scripts it runs), which the cookie bar and the third-party tags share and an
 *   accordion or a form does not need. Its modules import nothing of React's (the core takes that
 *   first);
 * - `modal`: nl-modal's code, shared by the cookie bar, nl-modal and nl-iframe-modal.
 * The small chunks are requested with the tag's own module, alongside the core (which is larger): not
 * a round trip more.
 */
const base = new Set<string>();
/** Every module a tag imports, directly or not. */
const tagModules = new Set<string>();
const baseRoots = [...previewEntries.map((name) => `src/core/preview/${name}.ts`), 'src/core/later.ts'].map((entry) => fileURLToPath(new URL(entry, import.meta.url)));
const inRoot = (id: string, path: RegExp) => id.startsWith(root) && path.test(id.slice(root.length));
const CONSENT = /^src\/core\/(consent|consent-elements|consent-gate|consent-messages|consent-withdraw|cookie-declarations|cookies|datalayer|trusted-types)\.tsx?$/;
const codeSplitting = {
  groups: [
    { name: 'base', priority: 4, test: (id: string) => base.has(id) },
    { name: 'define', priority: 3, test: (id: string) => (inRoot(id, /^src\/core\//) && !inRoot(id, CONSENT) && tagModules.has(id)) || /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/.test(id) },
    { name: 'consent', priority: 2, test: (id: string) => inRoot(id, CONSENT) },
    { name: 'modal', priority: 1, test: (id: string) => inRoot(id, /^src\/elements\/modal\/(modal\.tsx|messages\.ts|register-modal\.ts)$/) },
  ],
};

/** Finds `base` once the module graph is known, before the chunks are made. */
const baseModules = {
  name: 'nl-base-modules',
  buildEnd(this: { getModuleIds(): Iterable<string>; getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null }) {
    const reach = (from: readonly string[]) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      from.forEach(visit);
      return seen;
    };
    tagModules.clear();
    for (const id of reach([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && !baseRoots.includes(id)))) tagModules.add(id);
    base.clear();
    // Shared by both sides; what only the panel (its texts) or later.js uses stays in theirs.
    for (const id of reach(baseRoots)) if (tagModules.has(id) && !this.getModuleInfo(id)?.isEntry) base.add(id);
  },
};

/**
 * glider-js (nl-slider) is a UMD file, which Rolldown wraps as CommonJS with its runtime helpers.
 * React needs those helpers too, in the core; with two chunks needing them Rolldown puts them in a
 * chunk of their own, which the core imports: one more round trip after the core, on every page.
 * Given a local `module` (and no AMD `define`), the UMD takes its CommonJS branch on local names,
 * and the file is a plain ES module that exports the constructor.
 */
const gliderAsModule = {
  name: 'nl-glider-as-module',
  transform(code: string, id: string) {
    if (!/[\\/]node_modules[\\/]glider-js[\\/]glider\.js$/.test(id)) return undefined;
    return { code: `const module = { exports: {} }, exports = module.exports, define = undefined;\n${code}\nexport default module.exports;\n`, map: null };
  },
};

export default defineConfig(() => {
  const target = process.env.NL_BUILD ?? 'elements';
  const loader = target === 'loader';
  const react = target === 'react';
  const elementEntries = Object.fromEntries(tags.map((tag) => [tag, fileURLToPath(new URL(`elements/${tag}.ts`, import.meta.url))]));
  return {
    root,
    plugins: [baseModules, gliderAsModule],
    // Relative chunk URLs: the library works from any folder or CDN path it is copied to.
    base: './',
    define: {
      __NL_TAGS__: JSON.stringify(tags),
      // The chunk every tag imports (scripts/build/build.mjs sets it for the loader build): the loader
      // starts it with the first tag. Empty elsewhere (the dev server, the tests): nothing to start.
      __NL_CORE__: JSON.stringify(process.env.NL_CORE_CHUNK ?? ''),
    },
    esbuild: { legalComments: 'none' },
    optimizeDeps: {
      // Scan everything up front, so the dev server never re-optimises (and reloads the page)
      // in the middle of a test run.
      entries: ['test/**/*.test.{ts,tsx}', 'src/elements/**/*.test.{ts,tsx}', 'elements/**/*.ts'],
      // Tests that render a React app themselves (test/frameworks.test.tsx) import react-dom/client
      // directly: one pre-bundled copy from the start, never a second React after a re-optimise.
      include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    },
    build: {
      outDir: react ? 'dist/react' : 'dist',
      emptyOutDir: !loader,
      target: 'es2022',
      // Every file gets its source map, but only the loader's is referenced (and ships in the npm
      // package): the elements' and chunks' maps are 'hidden' (no sourceMappingURL comment), for
      // error monitoring uploads and DevTools' "Add source map", and packed separately by
      // `npm run pack:sourcemaps`, so that they do not triple the package (docs/getting-started.md, Installing).
      sourcemap: loader ? true : 'hidden',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: loader
          ? { 'nl-components': fileURLToPath(new URL('elements/index.ts', import.meta.url)) }
          : react
            ? elementEntries
            : {
              ...elementEntries,
              // Preview mode (issue 14): the loader imports these by URL, like a tag's code, so they
              // share the core with the elements and add nothing to the loader but the import.
              ...Object.fromEntries(previewEntries.map((name) => [`preview/${name}`, fileURLToPath(new URL(`src/core/preview/${name}.ts`, import.meta.url))])),
              // Loading by need (issue 15): the loader imports it by URL when it first defers a tag.
              'loading/later': fileURLToPath(new URL('src/core/later.ts', import.meta.url)),
            },
        ...(react && { external: sharedReact }),
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: (chunk) => (loader || /^(preview|loading)\//.test(chunk.name) ? '[name].js' : 'elements/[name].js'),
          chunkFileNames: 'chunks/[name]-[hash].js',
          ...(!loader && !react && { codeSplitting }),
        },
      },
    },
  };
});
