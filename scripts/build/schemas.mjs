// The JSON Schemas and the attribute facts, from the elements' specs (issue 14): the same definitions
// that parse the attributes at run time (src/core/attributes.ts, src/core/shape.ts, each element's
// spec and message catalogue), read through src/core/schemas.ts. Part of `npm run build`:
//   dist/schemas/<tag>.<attribute>.schema.json   every JSON attribute, and every tag's `messages`
//   dist/custom-elements.json                    each attribute gains (extensions to the CEM schema):
//       "required": true                 the element cannot work without it
//       "values": ["a", "b"]             enum and token attributes: the allowed values
//       "multiple": true                 token attributes: several of the values, separated by spaces
//       "format": "url"                  must be an http(s) URL (relative is fine)
//       "format": "number" | "integer"   a number (whole), with "minimum" / "maximum" when it has a range
//       "schema": "schemas/….schema.json"  JSON attributes: its schema, relative to the manifest
// The HTML checker (`nl-components check`, src/checker/) knows the tags only from these two.
//
// The specs are TypeScript modules written for the browser; Vite's SSR loader compiles them in Node.
// Some touch `window`, `document` or `customElements` when they load (consent's defaults, a base
// class): a do-nothing stand-in for those globals lets them load; nothing here runs an element.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BROWSER_GLOBALS = [
  'document', 'navigator', 'location', 'HTMLElement', 'Element', 'Node', 'ShadowRoot', 'customElements', 'CSSStyleSheet', 'CSS',
  'MutationObserver', 'IntersectionObserver', 'ResizeObserver', 'matchMedia', 'localStorage', 'sessionStorage',
  'requestAnimationFrame', 'getComputedStyle', 'HTMLFormElement', 'HTMLInputElement', 'HTMLDialogElement',
];

/** Stands in for the browser's globals while the specs load; returns the function that removes it again. */
function standInForBrowser() {
  const nothing = new Proxy(function () {}, {
    get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : nothing),
    apply: () => nothing,
    construct: () => nothing,
  });
  const added = [];
  for (const name of ['window', ...BROWSER_GLOBALS]) {
    if (name in globalThis) continue;
    Object.defineProperty(globalThis, name, { value: name === 'window' ? globalThis : nothing, configurable: true, writable: true });
    added.push(name);
  }
  return () => added.forEach((name) => delete globalThis[name]);
}

/** The module of a tag's spec: elements/<tag>.ts imports `spec` from it. */
export function specModule(tag) {
  const source = readFileSync(join(ROOT, 'elements', `${tag}.ts`), 'utf8');
  const match = /import\s*\{[^}]*\bspec\b[^}]*\}\s*from\s*'\.\.\/([^']+)'/.exec(source);
  if (!match) throw new Error(`elements/${tag}.ts: no \`import { spec } from '../src/elements/…'\``);
  return `/${match[1]}`;
}

/** The module of a tag's documentation facts: beside its spec, `map.tsx` → `map.docs.ts`. */
export const docsModule = (tag) => specModule(tag).replace(/\.tsx?$/, '.docs.ts');

/**
 * tag → {spec, docs, facts} for each tag: the spec that parses the attributes, the facts written
 * beside it (`docs`, src/core/docs.ts) and the AttributeFacts[] (src/core/schemas.ts) read from the spec.
 */
export async function loadSpecs(tags) {
  const restore = standInForBrowser();
  const vite = await createServer({
    configFile: join(ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its own cache: this loader also runs while the browser tests' Vite server is up
    // (test/generated.test.ts runs `generate-docs --check`), and pre-bundling into that server's
    // node_modules/.vite would replace the deps its pages are loading (failed imports mid-run).
    cacheDir: join(ROOT, 'node_modules/.vite-specs'),
  });
  try {
    const { describeSpec } = await vite.ssrLoadModule('/src/core/schemas.ts');
    const loaded = {};
    for (const tag of tags) {
      const { spec } = await vite.ssrLoadModule(specModule(tag));
      let docs;
      try {
        ({ docs } = await vite.ssrLoadModule(docsModule(tag)));
      } catch (error) {
        throw new Error(`${docsModule(tag).slice(1)}: cannot load the facts of ${tag} (${error.message})`);
      }
      loaded[tag] = { spec, docs, facts: describeSpec(tag, spec) };
    }
    return loaded;
  } finally {
    await vite.close();
    restore();
  }
}

/** tag → AttributeFacts[] (src/core/schemas.ts) for every tag of the manifest. */
export async function loadFacts(tags) {
  const loaded = await loadSpecs(tags);
  return Object.fromEntries(tags.map((tag) => [tag, loaded[tag].facts]));
}

export const schemaFile = (tag, attribute) => `schemas/${tag}.${attribute}.schema.json`;

/**
 * Writes dist/schemas/ and adds the facts to the manifest's attributes (in place); `loaded` is what
 * loadSpecs() returned, when the caller has it already.
 */
export async function addSchemas(manifest, dist, loaded) {
  const declarations = manifest.modules.map((module) => module.declarations[0]);
  const tags = declarations.map((declaration) => declaration.tagName);
  const facts = loaded ? Object.fromEntries(tags.map((tag) => [tag, loaded[tag].facts])) : await loadFacts(tags);
  rmSync(join(dist, 'schemas'), { recursive: true, force: true });
  mkdirSync(join(dist, 'schemas'), { recursive: true });
  let written = 0;
  for (const declaration of declarations) {
    const tag = declaration.tagName;
    for (const fact of facts[tag]) {
      const attribute = declaration.attributes.find((a) => a.name === fact.name);
      if (fact.required) attribute.required = true;
      if (fact.values) attribute.values = [...fact.values];
      if (fact.kind === 'tokens') attribute.multiple = true;
      if (fact.kind === 'number') {
        attribute.format = fact.integer ? 'integer' : 'number';
        if (fact.minimum !== undefined) attribute.minimum = fact.minimum;
        if (fact.maximum !== undefined) attribute.maximum = fact.maximum;
      }
      if (fact.kind === 'url') attribute.format = 'url';
      if (fact.schema) {
        const file = schemaFile(tag, fact.name);
        const schema = { ...fact.schema };
        if (!schema.description && attribute.description) schema.description = attribute.description;
        writeFileSync(join(dist, file), `${JSON.stringify(schema, null, 2)}\n`);
        attribute.schema = file;
        written++;
      }
    }
  }
  writeFileSync(join(dist, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return written;
}
