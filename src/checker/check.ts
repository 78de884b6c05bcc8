/**
 * The HTML checker (issue 14): finds what an editor got wrong in pasted nl-* tags, before
 * publishing. The same code runs in `nl-components check` (cli.ts, Node) and on the examples site's
 * page "Controleer je HTML" (browser.ts).
 *
 * It knows the library only from the generated data in dist/ (scripts/build/schemas.mjs): the tags and
 * their attributes, required attributes, allowed values and URL attributes from custom-elements.json,
 * and JSON values from dist/schemas/. The HTML is read by a real parser (parse5, with source
 * locations), as a browser reads it: `<template>` contents included.
 *
 * The messages are the elements' own run-time sentences (`attribute "type" must be one of …`), so
 * the page's console, the preview mode and the checker say the same thing.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { isGlobalAttribute } from '../core/global-attributes.ts';
import { describe, HTTP_URL_PATTERN, isHttpUrl } from '../core/shape.ts';
import { closest } from '../core/suggest.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Problem {
  /** The file as given to the checker ('-' for stdin; '' in the browser). */
  file: string;
  line: number;
  column: number;
  tag: string;
  /** The attribute the problem is about; absent for a problem with the tag itself. */
  attribute?: string;
  message: string;
}

/** One attribute as custom-elements.json describes it (with scripts/build/schemas.mjs's extensions). */
export interface ManifestAttribute {
  name: string;
  type?: { text: string };
  required?: boolean;
  values?: string[];
  /** Several of `values`, separated by spaces or commas. */
  multiple?: boolean;
  format?: 'url' | 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  schema?: string;
}

export interface Manifest {
  modules: { declarations: { tagName?: string; attributes?: ManifestAttribute[] }[] }[];
}

/** What the checker knows: the manifest and the schemas it names (keyed by the manifest's `schema` path). */
export interface Knowledge {
  manifest: Manifest;
  schemas: Record<string, object>;
}

/** Relative URLs are fine where a URL is expected; they resolve against some http(s) page. */
const BASE = 'https://example.invalid/';

export function formatProblem(problem: Problem): string {
  const what = problem.attribute ? `${problem.tag} ${problem.attribute}` : problem.tag;
  return `${problem.file}:${problem.line}:${problem.column}: ${what}: ${problem.message}`;
}

/** `/pois/0/location/lat` → `pois[0].location.lat`. */
function jsonPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/** One schema error as a sentence in the style of src/core/shape.ts (`pois[0].location.lat must be …, got …`). */
function sentence(error: ErrorObject, data: unknown, messages: boolean): string {
  const path = jsonPath(error.instancePath);
  const value = valueAt(data, error.instancePath);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const subject = path || 'the value';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${at(String(params.missingProperty))} is missing`;
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
      const suggestion = closest(key, known);
      if (messages && !path) {
        // As the element says it at run time (src/core/define.tsx), plus the suggestion.
        return `has unknown key(s) "${key}"${suggestion ? ` (did you mean ${suggestion}?)` : ''}; known keys: ${known.join(', ')}`;
      }
      if (!known.length) return `${at(key)} is not a known key (there are none)`;
      return `${at(key)} is not a known key${suggestion ? `; did you mean ${suggestion}?` : ''} (known keys: ${known.join(', ')})`;
    }
    case 'type':
    case 'minimum':
    case 'maximum':
      return `${subject} must be ${expected(error.parentSchema as Record<string, unknown>)}, got ${describe(value)}`;
    case 'enum':
      return `${subject} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, got ${describe(value)}`;
    case 'pattern':
      return params.pattern === HTTP_URL_PATTERN ? `${subject} must be an http(s) URL, got ${describe(value)}` : `${subject} must match ${String(params.pattern)}, got ${describe(value)}`;
    case 'propertyNames':
      return `${subject} has a key ${JSON.stringify(params.propertyName)} that is not allowed`;
    case 'minLength':
      return `${subject} must be a non-empty string, got ${describe(value)}`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}, got ${describe(value)}`;
  }
}

/** What a schema asks for, in src/core/shape.ts's words ("a whole number from 1 to 12"). */
function expected(schema: Record<string, unknown>): string {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
    const kind = type === 'integer' ? 'a whole number' : 'a number';
    if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
    if (min !== undefined) return `${kind} of at least ${min}`;
    if (max !== undefined) return `${kind} of at most ${max}`;
    return kind;
  }
  if (type === 'string') return schema.minLength ? 'a non-empty string' : 'a string';
  if (type === 'boolean') return 'true or false';
  if (type === 'array' || type === 'object') return `an ${type}`;
  return 'a valid value';
}

interface TagFacts {
  attributes: Map<string, ManifestAttribute>;
}

export interface Checker {
  check(html: string, file?: string): Problem[];
  readonly tags: readonly string[];
}

export function createChecker(knowledge: Knowledge): Checker {
  const tags = new Map<string, TagFacts>();
  for (const module of knowledge.manifest.modules) {
    for (const declaration of module.declarations) {
      if (!declaration.tagName) continue;
      tags.set(declaration.tagName, { attributes: new Map((declaration.attributes ?? []).map((a) => [a.name, a])) });
    }
  }
  const tagNames = [...tags.keys()];
  // strict: false: the schemas carry annotations (examples, default) ajv's strict mode would question.
  // verbose: each error carries its schema, for the sentence.
  const ajv = new Ajv2020({ allErrors: false, strict: false, verbose: true });
  const validators = new Map<string, ValidateFunction>();
  function validator(file: string): ValidateFunction | undefined {
    if (!validators.has(file)) {
      const schema = knowledge.schemas[file];
      if (!schema) return undefined;
      validators.set(file, ajv.compile(schema));
    }
    return validators.get(file);
  }

  function checkElement(element: Element, source: string, file: string, problems: Problem[]): void {
    const tag = element.tagName;
    const location = element.sourceCodeLocation;
    // An element the parser made up (an implied <tbody>…) has no location; nl-* ones always have one.
    const start = { line: location?.startLine ?? 1, column: location?.startCol ?? 1 };
    const facts = tags.get(tag);
    if (!facts) {
      const suggestion = closest(tag, tagNames);
      problems.push({ file, ...start, tag, message: `no such tag in nl-components${suggestion ? `; did you mean ${suggestion}?` : ''}` });
      return;
    }
    const present = new Map(element.attrs.map((attr) => [attr.name, attr.value]));
    for (const [name, raw] of present) {
      const attrLocation = location?.attrs?.[name];
      const where = { line: attrLocation?.startLine ?? start.line, column: attrLocation?.startCol ?? start.column };
      const add = (message: string, at = where) => problems.push({ file, ...at, tag, attribute: name, message });
      const attribute = facts.attributes.get(name);
      if (!attribute) {
        if (isGlobalAttribute(name)) continue;
        const suggestion = closest(name, facts.attributes.keys());
        add(`no such attribute on ${tag}${suggestion ? `; did you mean ${suggestion}?` : ''}`);
        continue;
      }
      const value = raw.trim();
      if (!value) continue; // blank is absent (required: below)
      if (attribute.format === 'number' || attribute.format === 'integer') {
        const problem = numberProblem(name, raw, attribute);
        if (problem) add(problem);
      } else if (attribute.format === 'url' && !isHttpUrl(value, BASE)) {
        add(`attribute "${name}" must be an http(s) URL, got ${JSON.stringify(raw)}`);
      } else if (attribute.values && !attribute.multiple) {
        if (!attribute.values.includes(value)) {
          add(`attribute "${name}" must be one of ${attribute.values.map((v) => `"${v}"`).join(', ')}, got ${JSON.stringify(raw)}`);
        }
      } else if (attribute.values) {
        const wrong = raw.split(/[\s,]+/).filter((token) => token && !attribute.values!.includes(token));
        if (wrong.length) add(`attribute "${name}" takes ${attribute.values.map((v) => `"${v}"`).join(', ')} (separated by spaces), got ${JSON.stringify(raw)}`);
      } else if (attribute.schema) {
        let data: unknown;
        try {
          data = JSON.parse(raw);
        } catch (error) {
          add(`attribute "${name}" is not valid JSON (${(error as Error).message})`, jsonErrorAt(error as Error, source, attrLocation, raw) ?? where);
          continue;
        }
        const validate = validator(attribute.schema);
        if (validate && !validate(data)) {
          const error = sentence(validate.errors![0]!, data, name === 'messages');
          add(error.startsWith('has unknown') ? `attribute "${name}" ${error}` : `attribute "${name}" is not valid: ${error}`);
        }
      }
    }
    for (const attribute of facts.attributes.values()) {
      if (attribute.required && !present.get(attribute.name)?.trim()) {
        problems.push({ file, ...start, tag, attribute: attribute.name, message: `attribute "${attribute.name}" is required` });
      }
    }
  }

  return {
    tags: tagNames,
    check(html, file = '') {
      const document = parse(html, { sourceCodeLocationInfo: true });
      const problems: Problem[] = [];
      const visit = (node: Node) => {
        if ('tagName' in node && node.tagName.startsWith('nl-')) checkElement(node, html, file, problems);
        if ('childNodes' in node) node.childNodes.forEach(visit);
        if ('content' in node && node.content) visit(node.content as Node);
      };
      visit(document);
      return problems.sort((a, b) => a.line - b.line || a.column - b.column);
    },
  };
}

/** The problem with a number attribute, in attr.number()'s words (src/core/attributes.ts). */
function numberProblem(name: string, raw: string, attribute: ManifestAttribute): string | undefined {
  const value = Number(raw.trim());
  const integer = attribute.format === 'integer';
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return `attribute "${name}" must be ${integer ? 'a whole number' : 'a number'}, got ${JSON.stringify(raw)}`;
  if (attribute.minimum !== undefined && value < attribute.minimum) return `attribute "${name}" must be at least ${attribute.minimum}, got ${JSON.stringify(raw)}`;
  if (attribute.maximum !== undefined && value > attribute.maximum) return `attribute "${name}" must be at most ${attribute.maximum}, got ${JSON.stringify(raw)}`;
  return undefined;
}

/**
 * Where in the file a JSON syntax error is, when the engine names a position ("… at position 14"):
 * the attribute's value starts after its `=` and quote. Only when the source holds the value as
 * written (no character references, which would shift the count); else undefined.
 */
function jsonErrorAt(error: Error, source: string, attrLocation: { startOffset: number; endOffset: number } | undefined, raw: string) {
  const match = /position (\d+)/.exec(error.message);
  if (!match || !attrLocation) return undefined;
  const text = source.slice(attrLocation.startOffset, attrLocation.endOffset);
  const equals = /=\s*["']?/.exec(text);
  if (!equals) return undefined;
  const valueStart = attrLocation.startOffset + equals.index + equals[0].length;
  if (source.slice(valueStart, valueStart + raw.length) !== raw) return undefined;
  const offset = valueStart + Number(match[1]);
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
