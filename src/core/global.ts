/**
 * Page-wide singletons. Keyed with Symbol.for on globalThis, so that two copies of the library on one
 * page (the loader twice, or the loader next to a hand-picked dist/elements/<tag>.js) share one
 * observer, one consent state and one loader instead of fighting over them.
 */
export function singleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`nl.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  let value = store[key];
  if (value === undefined) {
    value = create();
    store[key] = value;
  }
  return value;
}
