/** Replaced at build time (vite.config.ts): every tag that ships. */
declare const __NL_TAGS__: readonly string[];
/** Replaced at build time (vite.config.ts): the chunk every tag imports, relative to dist/ ('' outside the build). */
declare const __NL_CORE__: string;

declare module '*.css?inline' {
  const css: string;
  export default css;
}
