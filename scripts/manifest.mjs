// The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema
// 2.0.0), generated from the doc header of each elements/nl-*.ts. The header is the one place an
// element's public surface is written down, so editors' tooling (VS Code, Storybook) and
// dist/nl-components.d.ts (scripts/dts.mjs) read it from here instead of drifting apart.
//
//   node scripts/manifest.mjs [out]          writes dist/custom-elements.json (or [out])
//   import { createManifest } from ...       the manifest object, for other scripts
//
// Header tags (JSDoc / custom-elements-manifest analyzer style):
//   @tag nl-x                        @summary One line.         (free text before the tags: description)
//   @attr {type} name - text         (@attribute; `[name=default]` records a default)
//                                    `{url}`: a string that is a URL (a link, an action, a script or an
//                                    image the element fetches); written as type {text: "string",
//                                    format: "url"}, which dist/cms.js reads to have the sanitizers
//                                    check its scheme (no javascript:)
//   @fires {detail-type} name - text (@event; the type is optional)
//   @slot name - text                (`@slot - text` is the default slot)
//   @csspart name - text             (@part)   @cssprop --name - text   (@cssproperty)
//   @method name(param: type, other?: type): returnType - text
//                                    (`@method name - text` is `name(): void`); the manifest's member
//                                    gets `parameters`, `return` and `signature`, `(…) => returnType`
// A tag's text may go on over the following lines.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
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
 * The end (exclusive) of a bracketed span that starts at text[start] ('[' or '('), skipping brackets
 * inside quoted strings, so that a default such as `["a","b]"]` or a signature such as
 * `goTo(index: number)` is taken whole. -1 when it does not close.
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

/** Splits `a: string, b?: number` at the top-level commas. */
function splitParameters(text) {
  const parts = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if ('[({<'.includes(text[i])) {
      const end = text[i] === '<' ? text.indexOf('>', i) + 1 : closing(text, i);
      if (end > 0) i = end - 1;
    } else if (text[i] === ',') {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * `@method name(param: type, other?: type): returnType - text` → a CEM method member with
 * `parameters`, `return` and the whole `signature` text; `@method name - text` is `name(): void`.
 */
function takeMethod(text, where) {
  const head = /^([A-Za-z_$][\w$]*)/.exec(text);
  if (!head) throw new Error(`${where}: @method without a name: "@method ${text}"`);
  const name = head[1];
  let at = name.length;
  const parameters = [];
  let returns = 'void';
  if (text[at] === '(') {
    const end = closing(text, at);
    if (end < 0) throw new Error(`${where}: @method ${name}: unbalanced parentheses in "${text}"`);
    for (const part of splitParameters(text.slice(at + 1, end - 1))) {
      const param = /^(\.\.\.)?([A-Za-z_$][\w$]*)(\?)?\s*(?::\s*([\s\S]+))?$/.exec(part);
      if (!param) throw new Error(`${where}: @method ${name}: cannot read the parameter "${part}"`);
      parameters.push({
        name: param[2],
        type: { text: param[4]?.trim() ?? 'unknown' },
        ...(param[3] && { optional: true }),
        ...(param[1] && { rest: true }),
      });
    }
    at = end;
    const ret = /^\s*:\s*([^\s][\s\S]*?)(?=\s+-\s|\s+-$|$)/.exec(text.slice(at));
    if (ret) {
      returns = ret[1].trim();
      at += ret[0].length;
    }
  }
  const description = /^\s*(?:-\s+|-$)?([\s\S]*)$/.exec(text.slice(at))[1].trim();
  const signature = `(${parameters.map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${p.type.text}`).join(', ')}) => ${returns}`;
  return { kind: 'method', name, description, parameters, return: { type: { text: returns } }, signature };
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
    else {
      if (tag === 'method') {
        declaration.members.push(takeMethod(text, where));
        continue;
      }
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
