// The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema
// 2.0.0), generated from the doc header of each elements/nl-*.ts. The header is the one place an
// element's public surface is written down, so editors' tooling (VS Code, Storybook) and
// dist/nl-components.d.ts (scripts/build/dts.mjs) read it from here instead of drifting apart.
//
//   node scripts/build/manifest.mjs [out]          writes dist/custom-elements.json (or [out])
//   import { createManifest } from ...       the manifest object, for other scripts
//
// Header tags (JSDoc / custom-elements-manifest analyzer style):
//   @tag nl-x                        @summary One line.         (free text before the tags: description)
//   @attr {type} name - text         (@attribute; `[name=default]` records a default)
//                                    `{url}`: a string that is a URL (a link, an action, a script or an
//                                    image the element fetches); written as type {text: "string",
//                                    format: "url"}, which dist/cms.js reads to have the sanitizers
//                                    check its scheme (no javascript:)
//   @fires {detail-type} name - text (@event; scripts/build/dts.mjs requires the type: {null} when none)
//   @slot name - text                (`@slot - text` is the default slot)
//   @csspart name - text             (@part)   @cssprop --name - text   (@cssproperty)
//   @method name(param: type, other?: type): returnType - text
//                                    (the manifest gets its `parameters` and `return`,
//                                    dist/nl-components.d.ts the method with that signature)
// A tag's text may go on over the following lines.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELEMENTS = join(ROOT, 'elements');

const ALIASES = { attribute: 'attr', event: 'fires', part: 'csspart', cssproperty: 'cssprop', element: 'tag' };
const KNOWN = new Set(['tag', 'summary', 'description', 'attr', 'fires', 'slot', 'csspart', 'cssprop', 'method']);

/** `nl-call-us` → `NlCallUs`: the class name tools show for the tag. */
export function className(tag) {
  return tag.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase());
}

/** `item-id` → `itemId`, as src/core/attributes.ts propName() names the properties. */
export function propName(attribute) {
  return attribute.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

/** The first /** … *\/ block of a file, as lines without the leading ` * `; null when there is none. */
function docHeader(source) {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return null;
  return match[1].split('\n').map((line) => line.replace(/^\s*\*? ?/, '').trimEnd());
}

/** Splits `{type} rest` with balanced braces, since types such as `{"a" | "b"}` or `{{id: string}}` nest. */
function takeType(text) {
  if (!text.startsWith('{')) return { type: undefined, rest: text };
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { type: text.slice(1, i).trim(), rest: text.slice(i + 1).trim() };
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

/**
 * The end (exclusive) of the bracketed span that starts at text[start], skipping brackets inside
 * quoted strings, so that a default such as `["a","b]"]` is taken whole. -1 when it does not close.
 */
function closing(text, start) {
  const pairs = { '[': ']', '(': ')', '{': '}' };
  const stack = [];
  let quote = null;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (!stack.length) return i + 1;
    }
  }
  return -1;
}

/**
 * `name - description`, `[name=default] - description` or `- description` (the default slot). A
 * default is everything up to the bracket that closes `[`: it may hold brackets, quotes and commas
 * (`[categories=["necessary","preferences"]]`).
 */
function takeName(text) {
  let name;
  let defaultValue;
  let rest;
  if (text.startsWith('[')) {
    const end = closing(text, 0);
    if (end < 0) throw new Error(`unbalanced brackets in "${text}"`);
    const inner = text.slice(1, end - 1);
    const eq = inner.indexOf('=');
    name = (eq < 0 ? inner : inner.slice(0, eq)).trim();
    if (eq >= 0) defaultValue = inner.slice(eq + 1).trim();
    rest = text.slice(end);
  } else {
    const match = /^(\S*)([\s\S]*)$/.exec(text);
    name = match[1];
    rest = match[2];
  }
  if (name === '-') name = ''; // `@slot - text`
  const description = /^\s*(?:-\s+|-$)?([\s\S]*)$/.exec(rest)[1];
  return { name, default: defaultValue, description: description.trim() };
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
 * `name(a: T, b?: U): R - text` as a CEM method member with `parameters` and `return`. Every @method
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
  if (!tail) throw new Error(`${where}: @method needs its signature, e.g. "@method goTo(index: number): void - …", got "@method ${text}"`);
  const parameters = splitTopLevel(text.slice(head[0].length, end)).map((param) => {
    const part = /^(\w+)(\?)?\s*:\s*([\s\S]+)$/.exec(param);
    if (!part) throw new Error(`${where}: @method ${head[1]}: cannot read the parameter "${param}"`);
    return { name: part[1], type: { text: part[3].trim() }, ...(part[2] && { optional: true }) };
  });
  return { kind: 'method', name: head[1], description: tail[2].trim(), parameters, return: { type: { text: tail[1].trim() } } };
}

/** Parses one element file's header into a CEM class declaration. Throws with the file and problem. */
export function parseElement(file, source) {
  const where = `elements/${file}`;
  const lines = docHeader(source);
  if (!lines) throw new Error(`${where}: no doc header (a /** … */ block with @tag, @summary, @attr … at the top)`);

  // Group lines into blocks: a line starting with @ opens a tag, other lines continue the last one.
  const blocks = [];
  const description = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*([\s\S]*)$/.exec(line.trim());
    if (tag) blocks.push({ tag: ALIASES[tag[1]] ?? tag[1], text: tag[2] });
    else if (blocks.length) blocks.at(-1).text += `\n${line.trim()}`;
    else description.push(line);
  }

  const declaration = {
    kind: 'class',
    customElement: true,
    name: '',
    tagName: '',
    summary: '',
    description: description.join('\n').trim(),
    attributes: [],
    events: [],
    slots: [],
    cssParts: [],
    cssProperties: [],
    members: [],
  };
  for (const { tag, text: raw } of blocks) {
    // Continuation lines keep their breaks in descriptions (Markdown), but not in names and types.
    const text = raw.trim();
    if (!KNOWN.has(tag)) continue; // @see, @example … are for readers, not for the manifest
    if (tag === 'tag') declaration.tagName = text;
    else if (tag === 'summary') declaration.summary = text.replace(/\s*\n\s*/g, ' ');
    else if (tag === 'description') declaration.description = text;
    else if (tag === 'method') declaration.members.push(takeMethod(text, where));
    else {
      const { type, rest } = takeType(text);
      const item = takeName(rest);
      if (!item.name && tag !== 'slot') throw new Error(`${where}: @${tag} without a name: "@${tag} ${text}"`);
      const entry = { name: item.name, description: item.description };
      if (tag === 'attr') {
        const attrType = type === 'url' ? { text: 'string', format: 'url' } : { text: type ?? 'string' };
        declaration.attributes.push({ ...entry, type: attrType, ...(item.default !== undefined && { default: item.default }) });
      } else if (tag === 'fires') {
        declaration.events.push({ ...entry, type: { text: type ? `CustomEvent<${type}>` : 'CustomEvent' } });
      } else if (tag === 'slot') declaration.slots.push(entry);
      else if (tag === 'csspart') declaration.cssParts.push(entry);
      else if (tag === 'cssprop') declaration.cssProperties.push({ ...entry, ...(item.default !== undefined && { default: item.default }) });

    }
  }

  const expected = file.replace(/\.ts$/, '');
  if (!declaration.tagName) throw new Error(`${where}: the doc header has no @tag (expected "@tag ${expected}")`);
  if (declaration.tagName !== expected) throw new Error(`${where}: @tag is "${declaration.tagName}", expected "${expected}"`);
  if (!declaration.summary) throw new Error(`${where}: the doc header has no @summary`);
  const seen = new Set();
  for (const attribute of declaration.attributes) {
    if (seen.has(attribute.name)) throw new Error(`${where}: @attr ${attribute.name} is listed twice`);
    seen.add(attribute.name);
  }
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
  declaration.name = className(declaration.tagName);
  return declaration;
}

/** The manifest object for every elements/nl-*.ts (sorted by tag). */
export function createManifest() {
  const files = readdirSync(ELEMENTS)
    .filter((file) => /^nl-[a-z-]+\.ts$/.test(file))
    .sort();
  if (!files.length) throw new Error('no elements/nl-*.ts files found');
  return {
    schemaVersion: '2.0.0',
    modules: files.map((file) => {
      const declaration = parseElement(file, readFileSync(join(ELEMENTS, file), 'utf8'));
      // Relative to the package root, like package.json "customElements" (dist/custom-elements.json).
      const path = `dist/elements/${declaration.tagName}.js`;
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [
          { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: path } },
        ],
      };
    }),
  };
}

/** Writes the manifest as JSON; returns it. */
export function writeManifest(out = join(ROOT, 'dist/custom-elements.json')) {
  const manifest = createManifest();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const manifest = writeManifest(process.argv[2]);
    console.log(`manifest: ${manifest.modules.length} element(s) → ${process.argv[2] ?? 'dist/custom-elements.json'}`);
  } catch (error) {
    console.error(`manifest: ${error.message}`);
    process.exit(1);
  }
}
