// The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema
// 2.0.0), made from each element's spec and its docs (docs/one-source.md): the spec that
// parses the attributes (src/core/define.tsx ElementSpec: the attribute list, each one's type text,
// default, required, values) and the facts written beside it in `<module>.docs.ts` (src/core/docs.ts:
// summary, description, attribute descriptions, events, slots, parts, custom properties, methods).
// Both load through Vite's SSR loader (scripts/build/schemas.mjs loadSpecs). dist/nl-components.d.ts
// (scripts/build/dts.mjs), dist/cms.js, the docs pages and the Markdown tables (scripts/docs/generate-docs.mjs)
// read the manifest, so nothing is written twice.
//
//   node scripts/build/manifest.mjs [out]          writes dist/custom-elements.json (or [out]), without
//                                            the schema extensions scripts/build/schemas.mjs adds
//   import { createManifest } from ...       the manifest object, for other scripts (async)
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsModule, loadSpecs } from './schemas.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELEMENTS = join(ROOT, 'elements');

/** `nl-call-us` → `NlCallUs`: the class name tools show for the tag. */
export function className(tag) {
  return tag.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase());
}

/** `item-id` → `itemId`, as src/core/attributes.ts propName() names the properties. */
export function propName(attribute) {
  return attribute.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

/** Splits `a: X, b?: Y<{c: 1, d: 2}>` at its top-level commas. */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && text[i - 1] !== '=') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * `name(a: T, b?: U): R - text` as a CEM method member with `parameters` and `return`. Every method
 * states its signature, so the generated types give each method its own, not `(...args: any[]) => unknown`.
 */
function takeMethod(text, where) {
  const head = /^([A-Za-z_$][\w$]*)\(/.exec(text);
  let depth = 0;
  let end = -1;
  for (let i = head ? head[1].length : 0; head && i < text.length; i++) {
    if ('([{<'.includes(text[i])) depth++;
    else if (')]}>'.includes(text[i]) && text[i - 1] !== '=' && --depth === 0) {
      end = i;
      break;
    }
  }
  const tail = end < 0 ? null : /^\s*:\s*(.+?)\s+(?:-\s+|-$)([\s\S]*)$/.exec(text.slice(end + 1));
  if (!tail) throw new Error(`${where}: a method needs its signature, e.g. goTo: {signature: '(index: number): void', …}, got "${text}"`);
  const parameters = splitTopLevel(text.slice(head[0].length, end)).map((param) => {
    const part = /^(\w+)(\?)?\s*:\s*([\s\S]+)$/.exec(param);
    if (!part) throw new Error(`${where}: method ${head[1]}: cannot read the parameter "${param}"`);
    return { name: part[1], type: { text: part[3].trim() }, ...(part[2] && { optional: true }) };
  });
  return { kind: 'method', name: head[1], description: tail[2].trim(), parameters, return: { type: { text: tail[1].trim() } } };
}

/** The manifest's type of an attribute, from the attribute's parser (src/core/attributes.ts). */
export function derivedType(attribute) {
  return attribute.format === 'url' ? { text: 'string', format: 'url' } : { text: attribute.typeText };
}

/** The default a reader sees, from the parser's: none for false, '', null, an empty list or object. */
export function derivedDefault(attribute) {
  const value = attribute.default;
  if (value === null || value === undefined || value === false || value === '') return undefined;
  if (typeof value === 'object' && !Object.keys(value).length) return undefined;
  if (Array.isArray(value) && attribute.values && attribute.kind !== 'json') return value.length ? value.join(' ') : undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const MESSAGES = (tag) => `Text overrides (JSON), by key of ${tag}'s texts; see the schema.`;

/** One tag's spec and docs as a CEM class declaration. Throws naming the file and the problem. */
export function declare(tag, spec, docs, where = `the docs of ${tag}`) {
  if (!docs || typeof docs.summary !== 'string' || !docs.summary) throw new Error(`${where}: no \`export const docs\` with a summary`);
  const documented = docs.attributes ?? {};
  const specified = Object.keys(spec.attributes);
  const undocumented = specified.filter((name) => !documented[name]);
  const unspecified = Object.keys(documented).filter((name) => name !== 'messages' && !specified.includes(name));
  if (undocumented.length) throw new Error(`${where}: no description for the attribute(s) ${undocumented.join(', ')}`);
  if (unspecified.length) throw new Error(`${where}: ${unspecified.join(', ')} described, but not in the spec`);
  const methodNames = Object.keys(spec.methods ?? {});
  const undescribed = methodNames.filter((name) => !docs.methods?.[name]);
  const extra = Object.keys(docs.methods ?? {}).filter((name) => !methodNames.includes(name));
  if (undescribed.length) throw new Error(`${where}: no signature for the method(s) ${undescribed.join(', ')}`);
  if (extra.length) throw new Error(`${where}: method(s) ${extra.join(', ')} described, but not in the spec's methods`);

  // The doc's order (the order an author explains them in), then any the spec adds; `messages` last unless placed.
  const names = [...new Set([...Object.keys(documented), ...specified, 'messages'])];
  const attributes = names.map((name) => {
    const attribute = spec.attributes[name];
    const doc = documented[name] ?? { description: MESSAGES(tag) };
    const type = doc.type === 'url' ? { text: 'string', format: 'url' } : doc.type ? { text: doc.type } : attribute ? derivedType(attribute) : { text: 'object' };
    const fallback = doc.default ?? (attribute && derivedDefault(attribute));
    return { name, description: doc.description, type, ...(fallback !== undefined && { default: fallback }) };
  });
  const declaration = {
    kind: 'class',
    customElement: true,
    name: className(tag),
    tagName: tag,
    summary: docs.summary,
    description: docs.description ?? '',
    attributes,
    events: Object.entries(docs.events ?? {}).map(([name, event]) => ({
      name,
      description: event.description,
      type: { text: event.detail ? `CustomEvent<${event.detail}>` : 'CustomEvent<null>' },
    })),
    slots: Object.entries(docs.slots ?? {}).map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(docs.parts ?? {}).map(([name, description]) => ({ name, description })),
    cssProperties: Object.entries(docs.cssProperties ?? {}).map(([name, property]) => ({
      name,
      description: property.description,
      ...(property.default !== undefined && { default: property.default }),
    })),
    members: Object.entries(docs.methods ?? {}).map(([name, method]) => takeMethod(`${name}${method.signature} - ${method.description}`, where)),
  };
  // Every attribute but `messages` is also a property (src/core/define.tsx: el.itemId = 'x').
  const fields = declaration.attributes
    .filter((attribute) => attribute.name !== 'messages')
    .map((attribute) => {
      attribute.fieldName = propName(attribute.name);
      return { kind: 'field', name: attribute.fieldName, type: attribute.type, description: attribute.description, attribute: attribute.name };
    });
  const updateComplete = {
    kind: 'field',
    name: 'updateComplete',
    type: { text: 'Promise<void>' },
    readonly: true,
    description: 'Resolves once the element has rendered its latest attribute change.',
  };
  declaration.members.unshift(...fields, updateComplete);
  return declaration;
}

/** The tags: one elements/nl-*.ts each. */
export function listTags() {
  const tags = readdirSync(ELEMENTS)
    .filter((file) => /^nl-[a-z-]+\.ts$/.test(file))
    .sort() // by file name, as ever: nl-accordion-item.ts before nl-accordion.ts
    .map((file) => file.replace(/\.ts$/, ''));
  if (!tags.length) throw new Error('no elements/nl-*.ts files found');
  return tags;
}

/**
 * The manifest object for every tag (sorted), from the specs and docs; `loaded` is what
 * scripts/build/schemas.mjs loadSpecs() returned, when the caller has it already.
 */
export async function createManifest(loaded) {
  const tags = listTags();
  loaded ??= await loadSpecs(tags);
  return {
    schemaVersion: '2.0.0',
    modules: tags.map((tag) => {
      const declaration = declare(tag, loaded[tag].spec, loaded[tag].docs, docsModule(tag).slice(1));
      // Relative to the package root, like package.json "customElements" (dist/custom-elements.json).
      const path = `dist/elements/${tag}.js`;
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [{ kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: path } }],
      };
    }),
  };
}

/** Writes the manifest as JSON; returns it. */
export async function writeManifest(out = join(ROOT, 'dist/custom-elements.json'), loaded = undefined) {
  const manifest = await createManifest(loaded);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const manifest = await writeManifest(process.argv[2]);
    console.log(`manifest: ${manifest.modules.length} element(s) → ${process.argv[2] ?? 'dist/custom-elements.json'}`);
  } catch (error) {
    console.error(`manifest: ${error.message}`);
    process.exit(1);
  }
}
