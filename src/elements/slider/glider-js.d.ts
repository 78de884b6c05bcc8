// glider-js 1.7.10 ships no types. The module (UMD) exports its constructor; glider.ts types the
// instance as far as we use it.
declare module 'glider-js' {
  const Glider: new (element: HTMLElement, options?: Record<string, unknown>) => unknown;
  export default Glider;
}
