/** Replaced at build time (vite.config.ts): every tag that ships. */
declare const __NL_TAGS__: readonly string[];

declare module '*.css?inline' {
  const css: string;
  export default css;
}
