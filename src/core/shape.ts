/**
 * Shape checks for JSON attribute values: a few combinators that return the first problem as a
 * readable sentence with its path (`.markers.default.size must be an array of 2 numbers, got "x"`).
 * Small on purpose: our attributes are small documents, and the messages are part of our contract.
 * Extra keys in objects are allowed (forward compatible); missing required keys are not.
 */
export interface Shape<T> {
  /** What a valid value looks like, for messages and the manifest: "a number", "an array of …". */
  readonly expected: string;
  readonly optional?: boolean;
  /** null when valid, else the problem ("{path} must be …, got …"). */
  check(value: unknown, path: string): string | null;
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

function make<T>(expected: string, test: (value: unknown, path: string) => string | null): Shape<T> {
  return { expected, check: test };
}

export const s = {
  string(options: { min?: number; pattern?: RegExp } = {}): Shape<string> {
    const expected = options.min ? 'a non-empty string' : 'a string';
    return make(expected, (v, p) =>
      typeof v !== 'string' || v.length < (options.min ?? 0) || (options.pattern && !options.pattern.test(v))
        ? fail(p, expected, v)
        : null,
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
    );
  },
  boolean(): Shape<boolean> {
    return make('true or false', (v, p) => (typeof v === 'boolean' ? null : fail(p, 'true or false', v)));
  },
  literal<const L extends readonly (string | number | boolean)[]>(...values: L): Shape<L[number]> {
    const expected = `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
    return make(expected, (v, p) => (values.includes(v as L[number]) ? null : fail(p, expected, v)));
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
    });
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
    });
  },
  union<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
    const expected = `${a.expected} or ${b.expected}`;
    return make(expected, (v, p) => (a.check(v, p) === null || b.check(v, p) === null ? null : fail(p, expected, v)));
  },
  optional<T>(shape: Shape<T>): Shape<T | undefined> {
    return { ...shape, optional: true };
  },
  any(): Shape<unknown> {
    return make('any value', () => null);
  },
};

type OptionalKeys<P> = { [K in keyof P]: P[K] extends Shape<infer T> ? (undefined extends T ? K : never) : never }[keyof P];
type RequiredKeys<P> = Exclude<keyof P, OptionalKeys<P>>;
export type ObjectOf<P extends Record<string, Shape<unknown>>> = { [K in RequiredKeys<P>]: Infer<P[K]> } & {
  [K in OptionalKeys<P>]?: Infer<P[K]>;
};
