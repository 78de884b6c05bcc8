// The library's TypeScript types, generated from the elements' own definitions, so they cannot drift
// from them: the specs and their docs (scripts/build/manifest.mjs), and the facts and JSON Schemas the build reads
// from each element's spec (scripts/build/schemas.mjs: enum `values`, `dist/schemas/*.schema.json`).
//
// dist/nl-components.d.ts (the package's main types; no React in it, so a plain-HTML or Vue site
// needs no @types/react):
//   - an interface per element (`NlAccordionItemElement`) in HTMLElementTagNameMap, so that
//     `document.createElement('nl-modal').type` is `"dialog" | "info" | …`: properties typed from the
//     attributes (an enum is the union of its values, a JSON attribute its generated interface, which
//     its setter also takes as JSON text), methods with their signatures (`goTo(index: number): void`),
//     and `addEventListener` typed by the element's event map (`NlAccordionItemEventMap`: every `nl-*`
//     event with its detail, from the `events` of the elements' docs);
//   - an interface or type per JSON attribute (`MapConfig`, `SliderConfig`, `CookieDeclaration`, …
//     and `<Element>Messages`), emitted from its JSON Schema by schemaType() below;
//   - the loader's exports (observer, ready, load, loadAll, watch, openModal, showAlert, consent) and window.nl.
// dist/react.d.ts (`nl-components/react`, for React 19 users): every tag in React's JSX
//   IntrinsicElements, with its attributes and `onnl-*` event props (React 19 sets properties and adds
//   listeners for `on<event>` on custom elements).
//
// The JSON Schema emitter is our own, not json-schema-to-typescript: the schemas use a small subset
// (object, array, string, number, integer, boolean, enum, oneOf, additionalProperties, fixed-length
// arrays), our emitter names the interfaces the way this library does and keeps each property's
// description as its doc comment, in about 60 lines and without a dependency tree (that package
// brings a parser, a dereferencer, lodash and prettier).
//
// checkDeclarations() compiles a small file that uses them, so a bad type in a header fails the build
// here instead of in a user's editor; test/types/ (`npm run test:types`) is the fuller type test.
//
//   node scripts/build/dts.mjs        rewrites and checks dist/nl-components.d.ts and dist/react.d.ts from
//                               dist/custom-elements.json and dist/schemas/ (after `npm run build`)
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { className } from './manifest.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Names HTMLElement already has (title, hidden, focus…). src/core/define.tsx leaves those with their
 * native meaning, so the types must not redeclare them either. Asked of TypeScript's own lib.dom.
 */
function htmlElementMembers() {
  const file = 'html-element.ts';
  const host = ts.createCompilerHost({});
  const read = host.getSourceFile;
  host.getSourceFile = (name, ...rest) =>
    name === file ? ts.createSourceFile(file, 'declare const element: HTMLElement;', ts.ScriptTarget.ES2022) : read(name, ...rest);
  const program = ts.createProgram([file], { lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], noEmit: true, types: [] }, host);
  const checker = program.getTypeChecker();
  const statement = program.getSourceFile(file).statements[0];
  const type = checker.getTypeAtLocation(statement.declarationList.declarations[0].name);
  return new Set(checker.getPropertiesOfType(type).map((symbol) => symbol.name));
}

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const doc = (text, indent) => (text ? `${indent}/** ${String(text).replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '');
const union = (values) => values.map((value) => JSON.stringify(value)).join(' | ');
/** `A | B` as an array element type needs parentheses. */
const arrayOf = (type) => (/^[\w.]+$|^\{[\s\S]*\}$|^\[[\s\S]*\]$/.test(type) && !/^\{[\s\S]*\}\s*\|/.test(type) ? `${type}[]` : `Array<${type}>`);

/**
 * The TypeScript type of a JSON Schema (the subset dist/schemas/ uses). Objects come out as
 * multi-line literals with each property's description as its doc comment, indented by `indent`.
 */
export function schemaType(schema, indent = '') {
  if (!schema || schema === true) return 'unknown';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.map((part) => schemaType(part, indent)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => schemaType({ ...schema, type }, indent)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = schemaType(schema.items, indent);
      const fixed = schema.minItems !== undefined && schema.minItems === schema.maxItems && schema.minItems <= 4;
      return fixed ? `[${Array(schema.minItems).fill(item).join(', ')}]` : arrayOf(item);
    }
    case 'object':
      return objectType(schema, indent);
    default:
      return 'unknown';
  }
}

function objectType(schema, indent) {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      doc(property.description, inner) + `${inner}${key(name)}${required.has(name) ? '' : '?'}: ${schemaType(property, inner)};`,
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') lines.push(`${inner}[key: string]: ${schemaType(extra, inner)};`);
  else if (extra !== false && !lines.length) return 'Record<string, unknown>';
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : 'Record<string, never>';
}

/**
 * Names of the JSON attributes' types: `<Element><Attribute>` (nl-map config → MapConfig, nl-bg-image
 * crop → BgImageCrop, every tag's messages → AccordionItemMessages …). A list of objects also names
 * its entry: nl-cookie-table's cookies is a CookieDeclaration[].
 */
const ENTRY_NAMES = { 'nl-cookie-table.cookies': 'CookieDeclaration' };
export const jsonTypeName = (tag, attribute) => className(tag.replace(/^nl-/, '')) + className(attribute);

/** Declarations for one JSON attribute's schema; returns { text, name } (name: the attribute's type). */
function jsonDeclarations(tag, attribute, schema) {
  const name = jsonTypeName(tag, attribute);
  const title = doc(`${schema.title ?? `${tag} ${attribute}`}: ${schema.description ?? ''}`.trim(), '');
  const entry = ENTRY_NAMES[`${tag}.${attribute}`];
  if (entry && schema.type === 'array' && schema.items?.type === 'object') {
    return {
      name,
      text: `${doc(`One entry of ${tag}'s \`${attribute}\`.`, '')}export interface ${entry} ${objectType(schema.items, '')}\n${title}export type ${name} = ${entry}[];\n`,
    };
  }
  const type = schemaType(schema, '');
  if (schema.type === 'object' && type.startsWith('{')) return { name, text: `${title}export interface ${name} ${type}\n` };
  return { name, text: `${title}export type ${name} = ${type};\n` };
}

/**
 * The detail type of an event from the manifest (`CustomEvent<{id: string}>` → `{id: string}`). Each
 * docs' `detail` states it (null when the event has none), so the event maps never guess.
 */
function detailType(element, event) {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(event.type?.text ?? '');
  if (!match) throw new Error(`${element.tagName}: event ${event.name} needs its detail type in the element's docs, e.g. detail: '{open: boolean}' (null when it has none)`);
  return match[1];
}

/** What reading an attribute's property gives, and what setting it takes (when that differs). */
function propertyTypes(attribute, jsonName, schema) {
  const text = attribute.type?.text ?? 'string';
  if (jsonName) {
    // No default in the spec: the property is null while the attribute is absent or not valid.
    const read = schema && schema.default === undefined ? `${jsonName} | null` : jsonName;
    return { read, write: `${jsonName} | string | null` };
  }
  if (attribute.values && !attribute.multiple) return { read: union(attribute.values) };
  // Space-separated tokens (nl-modal's close-type): any string, the values offered for completion.
  if (attribute.values) return { read: `${union(attribute.values)} | (string & {})` };
  if (text === 'boolean' || text === 'number') return { read: text };
  return { read: 'string' };
}

/** The loader's exports, as src/core/consent.ts, observer.ts, show-alert.ts and open-modal.ts define them (test/types/source.ts checks that they agree). */
const LOADER = `/** The page's publish/subscribe channel; \`replay\` hands a late subscriber the events it missed. */
export interface Observer {
  publish<T = unknown>(name: string, detail?: T): void;
  subscribe<T = unknown>(name: string, fn: (detail: T, name: string) => void, options?: { replay?: boolean }): () => void;
}
export declare const observer: Observer;
/**
 * Resolves when every tag present at load that loads at once has rendered: the eager ones and those
 * near the first viewport (docs/loading.md); tags further down or idle are not waited for.
 */
export declare const ready: Promise<void>;
/** Loads a tag's code now (for a tag about to be created in code). */
export declare function load(tag: string): Promise<void>;
/** Loads every tag in the document now, whatever its \`loading\`; resolves when they have rendered. */
export declare function loadAll(): Promise<void>;
/**
 * Watches a shadow root of the page's own (a host web component's) as the document is watched: tags
 * already in it load, tags added later load, \`loading\` applies. Once per root; an error on the console
 * for anything but a ShadowRoot or this window's document.
 */
export declare function watch(root: ShadowRoot | Document): void;

export type ModalType = "dialog" | "info" | "success" | "warning" | "error" | "confirm";
export type ModalCloseType = "all" | "none" | "button" | "backdrop" | "escape";
export interface ModalButton {
  text: string;
  /** Class names for the button (the page's own, e.g. "btn btn-primary"). */
  class?: string;
  callback?: (event: MouseEvent) => void;
  /** Whether pressing it closes the dialog (default true). */
  dismiss?: boolean;
}
export interface ModalOptions {
  type?: ModalType;
  title?: string;
  /** Always shown as text, never parsed as HTML. */
  text?: string;
  animation?: "fade" | "slide" | "none";
  buttons?: ModalButton[];
  /** How it may be closed: "all" (default), "none", or any of "button", "backdrop", "escape" (a list or a space-separated string). */
  closeType?: string | ModalCloseType[];
}
/** The index of the button that closed the dialog, or "dismiss" (its close button, Escape, the backdrop). */
export type ModalResult = number | "dismiss";
/** Opens a dialog (nl-modal, loaded on first use); resolves with the index of the button that closed it, or "dismiss". */
export declare function openModal(options?: ModalOptions): Promise<ModalResult>;

export type AlertType = "info" | "success" | "warning" | "error";
export interface ShowAlertOptions {
  /** \`info\` (default), \`success\`, \`warning\` or \`error\`. */
  type?: AlertType;
  /** Milliseconds before it hides (default 2000); 0 keeps it until closed. */
  duration?: number;
}
/** Shows \`text\` (as text) in the page's alert region; returns the nl-alert element, which fires nl-close and is then removed. */
export declare function showAlert(text: string, options?: ShowAlertOptions): NlAlertElement;

export type ConsentCategory = "necessary" | "preferences" | "statistics" | "marketing";
export interface ConsentState {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  revision: number;
  /** Every category the cookie bar asks about has a decision under the current revision. */
  decided: boolean;
}
/** "all", "necessary" (everything else off), or the categories to change (the others keep their decision). */
export type ConsentChoice = "all" | "necessary" | Partial<Record<ConsentCategory, boolean>>;
/** The visitor's cookie consent, kept in the cookie nl_consent. */
export interface Consent {
  get(): ConsentState;
  /** Whether the visitor allows a category now (necessary: always). */
  allows(category: ConsentCategory): boolean;
  /** \`options.dialog\` is for nl-cookie-bar's settings dialog: the one place where a category that Global Privacy Control denies can be turned on. */
  set(choice: ConsentChoice, options?: { dialog?: boolean }): ConsentState;
  /** The categories Global Privacy Control denies now: \`marketing\` (and \`statistics\` with the bar's \`gpc\` attribute) when the browser sends the signal, else none. */
  gpc(): ConsentCategory[];
  /** Called with the new state on every change (here, in another tab, or by a new revision); returns the unsubscribe function. */
  onChange(fn: (state: ConsentState) => void): () => void;
  /** Opens the cookie bar's settings (adds an nl-cookie-bar to the page if it has none). */
  open(): void;
  /** Resolves once the category is allowed (at once when it already is). */
  whenAllowed(category: ConsentCategory, signal?: AbortSignal): Promise<void>;
}
export declare const consent: Consent;
`;

const elementsOf = (manifest) => manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));

/** A manifest attribute's JSON Schema (dist/schemas/…), or null. */
function readSchema(attribute, dist) {
  if (!attribute.schema) return null;
  const file = join(dist, attribute.schema);
  if (!existsSync(file)) throw new Error(`dts: ${attribute.schema} is missing from dist/ (run the whole build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The text of dist/nl-components.d.ts for a manifest (with the schemas in `dist`). */
export function declarations(manifest, dist = join(ROOT, 'dist'), native = htmlElementMembers()) {
  const elements = elementsOf(manifest);
  const out = [
    "// Generated by scripts/build/dts.mjs from the elements' specs and docs (dist/custom-elements.json, dist/schemas/). Do not edit.",
    "// No React in here: React's JSX types for the tags are in dist/react.d.ts (`nl-components/react`).",
    '',
    LOADER,
    '// The JSON attributes, from their JSON Schemas (dist/schemas/).',
  ];

  const jsonNames = new Map(); // `${tag} ${attribute}` → type name
  const schemas = new Map();
  for (const element of elements) {
    for (const attribute of element.attributes) {
      const schema = readSchema(attribute, dist);
      if (!schema) continue;
      const { name, text } = jsonDeclarations(element.tagName, attribute.name, schema);
      jsonNames.set(`${element.tagName} ${attribute.name}`, name);
      schemas.set(`${element.tagName} ${attribute.name}`, schema);
      out.push(text);
    }
  }

  for (const element of elements) {
    const self = `${element.name}Element`;
    const map = `${element.name}EventMap`;
    out.push(
      doc(`${element.tagName}'s events (its \`nl-*\` events and HTMLElement's own).`, '') + `export interface ${map} extends HTMLElementEventMap {`,
      ...element.events.map((event) => doc(event.description, '  ') + `  ${JSON.stringify(event.name)}: CustomEvent<${detailType(element, event)}>;`),
      '}',
      doc(element.summary, '') + `export interface ${self} extends HTMLElement {`,
      '  /** Resolves once the element has rendered its latest attribute change. */',
      '  readonly updateComplete: Promise<void>;',
    );
    for (const attribute of element.attributes) {
      const field = attribute.fieldName;
      if (!field || native.has(field)) continue; // messages; title, hidden … keep their native meaning
      const id = `${element.tagName} ${attribute.name}`;
      const types = propertyTypes(attribute, jsonNames.get(id), schemas.get(id));
      const comment = doc(attribute.description, '  ');
      if (types.write) out.push(comment + `  get ${key(field)}(): ${types.read};`, `  set ${key(field)}(value: ${types.write});`);
      else out.push(comment + `  ${key(field)}: ${types.read};`);
    }
    for (const method of element.members.filter((member) => member.kind === 'method')) {
      const params = (method.parameters ?? []).map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ');
      out.push(doc(method.description, '  ') + `  ${key(method.name)}(${params}): ${method.return?.type?.text ?? 'void'};`);
    }
    out.push(
      `  addEventListener<K extends keyof ${map}>(type: K, listener: (this: ${self}, event: ${map}[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${map}>(type: K, listener: (this: ${self}, event: ${map}[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      '',
    );
  }

  out.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const element of elements) out.push(`    ${JSON.stringify(element.tagName)}: ${element.name}Element;`);
  out.push(
    '  }',
    '  /** consent.set() and the cookie bar fire nl-consent on document. */',
    '  interface DocumentEventMap {',
    '    "nl-consent": CustomEvent<ConsentState>;',
    '  }',
    '  interface Window {',
    '    nl: { observer: typeof observer; ready: typeof ready; load: typeof load; loadAll: typeof loadAll; watch: typeof watch; openModal: typeof openModal; showAlert: typeof showAlert; consent: typeof consent };',
    '  }',
    '}',
    '',
  );
  return out.join('\n');
}

/** What JSX accepts for an attribute (React 19 sets the property when the element has one, else the attribute). */
function jsxType(attribute, jsonName) {
  const text = attribute.type?.text ?? 'string';
  // A JSON attribute whose property has the attribute's own name (config, crop) takes the object.
  if (jsonName) return attribute.fieldName === attribute.name ? `${jsonName} | string` : 'string';
  if (attribute.values && !attribute.multiple) return union(attribute.values);
  if (attribute.values) return `${union(attribute.values)} | (string & {})`;
  if (text === 'boolean') return 'boolean';
  if (text === 'number') return 'number | string';
  return 'string';
}

/** The text of dist/react.d.ts: React 19's JSX for every tag. */
export function reactDeclarations(manifest) {
  const elements = elementsOf(manifest);
  const imported = elements.flatMap((element) => [`${element.name}Element`, `${element.name}EventMap`]);
  for (const element of elements) {
    for (const attribute of element.attributes) {
      if (attribute.schema && attribute.fieldName === attribute.name) imported.push(jsonTypeName(element.tagName, attribute.name));
    }
  }
  const out = [
    "// Generated by scripts/build/dts.mjs from the elements' specs and docs. Do not edit.",
    "// React 19's JSX for the tags: `import type {} from 'nl-components/react'` (or add \"nl-components/react\"",
    '// to compilerOptions.types). React 19 sets a prop as the property when the element has one, else as',
    '// the attribute, and adds `on<event>` props as listeners: <nl-accordion-item onnl-toggle={…}>.',
    "import type * as React from 'react';",
    `import type { ${[...new Set(imported)].join(', ')} } from './nl-components.js';`,
    '',
    'type NlProps<E extends HTMLElement, P> = Omit<React.DetailedHTMLProps<React.HTMLAttributes<E>, E>, keyof P> & P;',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
  ];
  for (const element of elements) {
    const self = `${element.name}Element`;
    const props = [
      ...element.attributes.map((a) => {
        const json = a.schema ? jsonTypeName(element.tagName, a.name) : undefined;
        return doc(a.description, '        ') + `        ${key(a.name)}?: ${jsxType(a, json)};`;
      }),
      ...element.events.map(
        (e) => doc(e.description, '        ') + `        ${key(`on${e.name}`)}?: (event: ${element.name}EventMap[${JSON.stringify(e.name)}]) => void;`,
      ),
    ];
    out.push(`      ${JSON.stringify(element.tagName)}: NlProps<${self}, {`, ...props, '      }>;');
  }
  out.push('    }', '  }', '}', '');
  return out.join('\n');
}

/** Writes dist/nl-components.d.ts and dist/react.d.ts (+ dist/react.js, so `import 'nl-components/react'` resolves in a bundler too); returns the main file's path. */
export function writeDeclarations(manifest, out = join(ROOT, 'dist/nl-components.d.ts')) {
  const dist = dirname(out);
  writeFileSync(out, declarations(manifest, dist));
  writeFileSync(join(dist, 'react.d.ts'), reactDeclarations(manifest));
  writeFileSync(join(dist, 'react.js'), '// Types only: see react.d.ts (React 19 JSX for the nl-* tags).\nexport {};\n');
  return out;
}

/**
 * Compiles a throwaway .tsx beside node_modules that imports the types the way a user would, with
 * strict options. Returns the diagnostics as text ('' when clean).
 */
export function checkDeclarations(manifest) {
  const dir = join(ROOT, '.cache/dts-check');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const elements = elementsOf(manifest);
  const first = elements[0];
  const file = join(dir, 'use.tsx');
  writeFileSync(
    file,
    [
      "import { observer, ready, load, type Observer } from '../../dist/nl-components.js';",
      "import type {} from '../../dist/react.js';",
      "const o: Observer = observer;",
      "const off: () => void = o.subscribe<{ id: string }>('x', (detail) => detail.id.toUpperCase(), { replay: true });",
      'off();',
      "observer.publish('components.spinner.show');",
      'const done: Promise<void> = ready;',
      "void load('nl-call-us').then(() => done);",
      'const nl: Promise<void> = window.nl.ready;',
      'void nl;',
      ...elements.map((element, i) => {
        const field = element.members.find((m) => m.kind === 'field' && m.attribute);
        return [
          `const e${i}: ${'import("../../dist/nl-components.js").'}${element.name}Element = document.createElement(${JSON.stringify(element.tagName)});`,
          `const u${i}: Promise<void> = e${i}.updateComplete;`,
          `void u${i};`,
          field ? `void e${i}.${field.name};` : '',
          `export const j${i} = <${element.tagName} id="x" />;`,
        ].join('\n');
      }),
      // The brief's own example: a string-typed attribute property.
      first?.tagName === 'nl-call-us' ? "const phone: string = document.createElement('nl-call-us').phone; void phone;" : '',
      '',
    ].join('\n'),
  );
  const options = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: false,
  };
  const program = ts.createProgram([file], options);
  const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => !d.file || !d.file.fileName.includes('/node_modules/'));
  rmSync(dir, { recursive: true, force: true });
  try {
    rmdirSync(join(ROOT, '.cache')); // only when nothing else keeps things there
  } catch {
    // not empty: leave it
  }
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = join(ROOT, 'dist/custom-elements.json');
  if (!existsSync(source)) {
    console.error('dts: dist/custom-elements.json is missing: run `npm run build` first');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(source, 'utf8'));
  writeDeclarations(manifest);
  const problems = checkDeclarations(manifest);
  if (problems) {
    console.error(`dts: dist/nl-components.d.ts does not type-check:\n${problems}`);
    process.exit(1);
  }
  console.log('dts: dist/nl-components.d.ts and dist/react.d.ts written and type-checked');
}
