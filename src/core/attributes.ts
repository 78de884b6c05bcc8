/**
 * The typed attribute layer. r2wc hands attributes to React as they are; we parse every attribute
 * here instead, with one small schema per element, so that bad input is caught in one place:
 * - malformed JSON, a wrong type, a value out of range or not in an enum, or a missing required
 *   attribute gives one problem sentence (logged by define.ts as `nl-tag: attribute "x" …`) and the
 *   attribute's default, never an exception;
 * - booleans follow HTML: present (even `open=""`) is true, absent is false;
 * - an empty value counts as absent (`duration=""` means the default).
 */
import type { Shape } from './shape.ts';

export type Parse<T> = { value: T; problem?: string; missing?: boolean };

export interface Attr<T> {
  readonly kind: 'string' | 'number' | 'boolean' | 'enum' | 'json';
  /** For the manifest and the generated types: a TypeScript-like type text. */
  readonly typeText: string;
  readonly default: T;
  readonly required: boolean;
  parse(name: string, raw: string | null): Parse<T>;
  /*
   * What the build reads (scripts/build/schemas.mjs) for custom-elements.json, dist/schemas/ and the HTML
   * checker (`nl-components check`): the same definitions that parse, so the tools cannot drift.
   */
  /** enum and tokens: the allowed values. */
  readonly values?: readonly string[];
  /** number: its range (what parse() checks). */
  readonly range?: { readonly min?: number; readonly max?: number; readonly integer?: boolean };
  /** url: must resolve to an http(s) URL. */
  readonly format?: 'url';
  /**
   * json: the shape of a valid value (its JSON Schema is `shape.schema()`). attr.json checks with
   * it; an element that checks a value part by part itself (nl-map, nl-cookie-table leave a bad
   * location or cookie out) names the whole shape here, made of the parts it checks with.
   */
  readonly shape?: Shape<unknown>;
  /** json: a valid value for the schema's `examples` (the build checks it with `shape`). */
  readonly example?: unknown;
  /**
   * The element cannot work without this attribute, though it reports the absence in a message of
   * its own rather than as `attribute "x" is required` (nl-map: `Missing configuration`). The
   * checker treats it as required.
   */
  readonly needed?: boolean;
}

export type Schema = Record<string, Attr<unknown>>;
export type Values<S extends Schema> = { [K in keyof S]: S[K] extends Attr<infer T> ? T : never };
export type Problems<S extends Schema> = Partial<Record<keyof S, string>>;

function absent(raw: string | null): raw is null | '' {
  return raw === null || raw.trim() === '';
}

function missing<T>(name: string, required: boolean, fallback: T): Parse<T> {
  return required ? { value: fallback, problem: `attribute "${name}" is required`, missing: true } : { value: fallback };
}

export const attr = {
  /**
   * A string (blank counts as absent). With `check`, the value is trimmed and `check` may refuse it
   * by returning the rest of the message: `must be …, got "…"` → `attribute "name" must be …`.
   */
  string(options: { default?: string; required?: boolean; check?: (value: string, raw: string) => string | undefined } = {}): Attr<string> {
    const fallback = options.default ?? '';
    const { check } = options;
    return {
      kind: 'string',
      typeText: 'string',
      default: fallback,
      required: options.required ?? false,
      parse(name, raw) {
        if (absent(raw)) return missing(name, this.required, fallback);
        if (!check) return { value: raw };
        const value = raw.trim();
        const problem = check(value, raw);
        return problem ? { value: fallback, problem: `attribute "${name}" ${problem}` } : { value };
      },
    };
  },
  number(options: { default: number; min?: number; max?: number; integer?: boolean; required?: boolean }): Attr<number> {
    return {
      kind: 'number',
      typeText: 'number',
      range: { min: options.min, max: options.max, integer: options.integer },
      default: options.default,
      required: options.required ?? false,
      parse(name, raw) {
        if (absent(raw)) return missing(name, this.required, options.default);
        const value = Number(raw.trim());
        const kind = options.integer ? 'a whole number' : 'a number';
        if (!Number.isFinite(value) || (options.integer && !Number.isInteger(value))) {
          return { value: options.default, problem: `attribute "${name}" must be ${kind}, got ${JSON.stringify(raw)}` };
        }
        if (options.min !== undefined && value < options.min) {
          return { value: options.default, problem: `attribute "${name}" must be at least ${options.min}, got ${JSON.stringify(raw)}` };
        }
        if (options.max !== undefined && value > options.max) {
          return { value: options.default, problem: `attribute "${name}" must be at most ${options.max}, got ${JSON.stringify(raw)}` };
        }
        return { value };
      },
    };
  },
  /**
   * A URL that must be http(s) once resolved against the document (relative is fine): a
   * `javascript:` value in a link, action or iframe attribute would run script. `resolve` gives the
   * absolute href; otherwise the value stays as written.
   */
  url(options: { default?: string; required?: boolean; resolve?: boolean } = {}): Attr<string> {
    const fallback = options.default ?? '';
    return {
      kind: 'string',
      typeText: 'string',
      format: 'url',
      default: fallback,
      required: options.required ?? false,
      parse(name, raw) {
        if (absent(raw)) return missing(name, this.required, fallback);
        let url: URL | undefined;
        try {
          url = new URL(raw.trim(), document.baseURI);
        } catch {
          // not a URL at all: reported below
        }
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
          return { value: fallback, problem: `attribute "${name}" must be an http(s) URL, got ${JSON.stringify(raw)}` };
        }
        return { value: options.resolve ? url.href : raw.trim() };
      },
    };
  },
  boolean(): Attr<boolean> {
    return {
      kind: 'boolean',
      typeText: 'boolean',
      default: false,
      required: false,
      parse(_name, raw) {
        return { value: raw !== null };
      },
    };
  },
  enum<const V extends readonly string[]>(values: V, fallback: V[number]): Attr<V[number]> {
    return {
      kind: 'enum',
      typeText: values.map((v) => JSON.stringify(v)).join(' | '),
      values,
      default: fallback,
      required: false,
      parse(name, raw) {
        if (absent(raw)) return { value: fallback };
        const value = raw.trim();
        if ((values as readonly string[]).includes(value)) return { value: value as V[number] };
        return {
          value: fallback,
          problem: `attribute "${name}" must be one of ${values.map((v) => `"${v}"`).join(', ')}, got ${JSON.stringify(raw)}`,
        };
      },
    };
  },
  /** A set of tokens from a fixed list, separated by spaces or commas (like `rel`): `close-type="escape backdrop"`. */
  tokens<const V extends readonly string[]>(values: V, fallback: readonly V[number][]): Attr<V[number][]> {
    return {
      kind: 'string',
      typeText: 'string',
      values,
      default: [...fallback],
      required: false,
      parse(name, raw) {
        if (absent(raw)) return { value: [...fallback] };
        const tokens = raw.split(/[\s,]+/).filter(Boolean);
        const wrong = tokens.filter((token) => !(values as readonly string[]).includes(token));
        if (wrong.length) {
          return {
            value: [...fallback],
            problem: `attribute "${name}" takes ${values.map((v) => `"${v}"`).join(', ')} (separated by spaces), got ${JSON.stringify(raw)}`,
          };
        }
        return { value: [...new Set(tokens)] as V[number][] };
      },
    };
  },
  json<T>(shape: Shape<T>, options: { default: T; required?: boolean; needed?: boolean; typeText?: string; example?: unknown }): Attr<T> {
    return {
      kind: 'json',
      typeText: options.typeText ?? 'object',
      shape,
      example: options.example,
      needed: options.needed,
      default: options.default,
      required: options.required ?? false,
      parse(name, raw) {
        if (absent(raw)) return missing(name, this.required, options.default);
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch (error) {
          return { value: options.default, problem: `attribute "${name}" is not valid JSON (${(error as Error).message})` };
        }
        const problem = shape.check(value, '');
        if (problem) return { value: options.default, problem: `attribute "${name}" is not valid: ${problem.replace(/^\./, '')}` };
        return { value: value as T };
      },
    };
  },
};

/** kebab-case attribute name → camelCase property name (`item-id` → `itemId`). */
export function propName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
