/**
 * Shape checks for JSON attribute values: a few combinators that return the first problem as a
 * readable sentence with its path (`.markers.default.size must be an array of 2 numbers, got "x"`).
 * Small on purpose: our attributes are small documents, and the messages are part of our contract.
 * Extra keys in objects are allowed (forward compatible); missing required keys are not.
 *
 * Each shape also describes itself as JSON Schema (draft 2020-12, `schema()`): the build writes
 * dist/schemas/<tag>.<attribute>.schema.json from it (scripts/build/schemas.mjs), so the schema an editor's
 * tools and `nl-components check` use comes from the same definition as the check at run time.
 * A hand-written shape must say its schema beside its check; test/schemas.test.ts holds both to
 * the same table of valid and invalid values.
 */
export type JsonSchema = { [key: string]: unknown };

export interface Shape<T> {
  /** What a valid value looks like, for messages and the manifest: "a number", "an array of …". */
  readonly expected: string;
  readonly optional?: boolean;
  /** null when valid, else the problem ("{path} must be …, got …"). */
  check(value: unknown, path: string): string | null;
  /** The JSON Schema (draft 2020-12) of exactly the values check() accepts. */
  schema(): JsonSchema;
  /** Type carrier only. */
  readonly _type?: T;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function fail(path: string, expected: string, value: unknown): string {
  return `${path || 'the value'} must be ${expected}, got ${describe(value)}`;
}

function make<T>(expected: string, test: (value: unknown, path: string) => string | null, schema: () => JsonSchema): Shape<T> {
  return { expected, check: test, schema };
}

/**
 * The JSON Schema pattern of an http(s) URL as `new URL(value, document.baseURI)` takes it: a
 * relative URL (no scheme of its own) or an http:/https: one. `javascript:`, `data:`, `mailto:` … fail.
 */
export const HTTP_URL_PATTERN = '^(?![\\s]*[A-Za-z][A-Za-z0-9+.-]*:)|^[\\s]*[Hh][Tt][Tt][Pp][Ss]?:';

/** Whether `value` resolves (against the page) to an http(s) URL. */
export function isHttpUrl(value: string, base = typeof globalThis.document?.baseURI === 'string' ? document.baseURI : 'https://example.invalid/'): boolean {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const s = {
  string(options: { min?: number; pattern?: RegExp } = {}): Shape<string> {
    const expected = options.min ? 'a non-empty string' : 'a string';
    return make(expected, (v, p) =>
      typeof v !== 'string' || v.length < (options.min ?? 0) || (options.pattern && !options.pattern.test(v))
        ? fail(p, expected, v)
        : null,
      () => ({ type: 'string', ...(options.min && { minLength: options.min }), ...(options.pattern && { pattern: options.pattern.source }) }),
    );
  },
  /** A non-empty string that resolves (against the page) to an http(s) URL: relative ones are fine. */
  url(): Shape<string> {
    const expected = 'an http(s) URL';
    return make(
      expected,
      (v, p) => (typeof v === 'string' && v.length > 0 && isHttpUrl(v) ? null : fail(p, expected, v)),
      () => ({ type: 'string', minLength: 1, pattern: HTTP_URL_PATTERN }),
    );
  },
  number(options: { min?: number; max?: number; integer?: boolean } = {}): Shape<number> {
    let expected = options.integer ? 'a whole number' : 'a number';
    if (options.min !== undefined && options.max !== undefined) expected += ` from ${options.min} to ${options.max}`;
    else if (options.min !== undefined) expected += ` of at least ${options.min}`;
    else if (options.max !== undefined) expected += ` of at most ${options.max}`;
    return make(expected, (v, p) =>
      typeof v !== 'number' ||
      !Number.isFinite(v) ||
      (options.integer && !Number.isInteger(v)) ||
      (options.min !== undefined && v < options.min) ||
      (options.max !== undefined && v > options.max)
        ? fail(p, expected, v)
        : null,
      () => ({ type: options.integer ? 'integer' : 'number', ...(options.min !== undefined && { minimum: options.min }), ...(options.max !== undefined && { maximum: options.max }) }),
    );
  },
  boolean(): Shape<boolean> {
    return make('true or false', (v, p) => (typeof v === 'boolean' ? null : fail(p, 'true or false', v)), () => ({ type: 'boolean' }));
  },
  literal<const L extends readonly (string | number | boolean)[]>(...values: L): Shape<L[number]> {
    const expected = `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
    return make(expected, (v, p) => (values.includes(v as L[number]) ? null : fail(p, expected, v)), () => ({ enum: [...values] }));
  },
  array<T>(item: Shape<T>, options: { length?: number; min?: number; max?: number } = {}): Shape<T[]> {
    const count = options.length !== undefined ? `${options.length} ` : '';
    const expected = `an array of ${count}${item.expected.replace(/^an? /, '')}${count && !item.expected.endsWith('s') ? 's' : ''}`;
    return make(expected, (v, p) => {
      if (!Array.isArray(v)) return fail(p, expected, v);
      if (options.length !== undefined && v.length !== options.length) return fail(p, expected, v);
      if (options.min !== undefined && v.length < options.min) return `${p || 'the value'} must have at least ${options.min} item(s)`;
      if (options.max !== undefined && v.length > options.max) return `${p || 'the value'} must have at most ${options.max} item(s)`;
      for (let i = 0; i < v.length; i++) {
        const problem = item.check(v[i], `${p}[${i}]`);
        if (problem) return problem;
      }
      return null;
    }, () => ({
      type: 'array',
      items: item.schema(),
      ...((options.length ?? options.min) !== undefined && { minItems: options.length ?? options.min }),
      ...((options.length ?? options.max) !== undefined && { maxItems: options.length ?? options.max }),
    }));
  },
  object<P extends Record<string, Shape<unknown>>>(props: P): Shape<ObjectOf<P>> {
    return make('an object', (v, p) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(p, 'an object', v);
      const record = v as Record<string, unknown>;
      for (const [key, shape] of Object.entries(props)) {
        const value = record[key];
        if (value === undefined) {
          if (shape.optional) continue;
          return `${p}.${key} is missing`;
        }
        const problem = shape.check(value, `${p}.${key}`);
        if (problem) return problem;
      }
      return null;
    }, () => {
      const required = Object.entries(props).filter(([, shape]) => !shape.optional).map(([key]) => key);
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(props).map(([key, shape]) => [key, shape.schema()])),
        ...(required.length && { required }),
      };
    });
  },
  record<T>(item: Shape<T>): Shape<Record<string, T>> {
    return make(`an object of ${item.expected.replace(/^an? /, '')} values`, (v, p) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(p, 'an object', v);
      for (const [key, value] of Object.entries(v)) {
        const problem = item.check(value, `${p}.${key}`);
        if (problem) return problem;
      }
      return null;
    }, () => ({ type: 'object', additionalProperties: item.schema() }));
  },
  union<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
    const expected = `${a.expected} or ${b.expected}`;
    return make(expected, (v, p) => (a.check(v, p) === null || b.check(v, p) === null ? null : fail(p, expected, v)), () => ({ anyOf: [a.schema(), b.schema()] }));
  },
  optional<T>(shape: Shape<T>): Shape<T | undefined> {
    return { ...shape, optional: true };
  },
  any(): Shape<unknown> {
    return make('any value', () => null, () => ({}));
  },
  /**
   * The same shape with what a reader of its schema needs: a description, a default, examples
   * (JSON Schema annotations; the check is unchanged).
   */
  doc<T>(shape: Shape<T>, notes: { description?: string; default?: unknown; examples?: unknown[] }): Shape<T> {
    return { ...shape, schema: () => ({ ...shape.schema(), ...notes }) };
  },
};

type OptionalKeys<P> = { [K in keyof P]: P[K] extends Shape<infer T> ? (undefined extends T ? K : never) : never }[keyof P];
type RequiredKeys<P> = Exclude<keyof P, OptionalKeys<P>>;
export type ObjectOf<P extends Record<string, Shape<unknown>>> = { [K in RequiredKeys<P>]: Infer<P[K]> } & {
  [K in OptionalKeys<P>]?: Infer<P[K]>;
};
