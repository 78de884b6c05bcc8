/**
 * The HTML checker in a page (dist/checker/checker.js, for the examples site's "Controleer je
 * HTML"): the same check as `nl-components check`, with the library's data fetched from the dist/
 * folder the script sits in. Never loaded by the library's own pages: parse5 and ajv are in here.
 */
import { createChecker, formatProblem, type Checker, type Knowledge, type Manifest } from './check.ts';

export { createChecker, formatProblem };
export type { Checker, Knowledge, Problem } from './check.ts';

/** The manifest and schemas of the dist/ at `base` (default: the folder above this script). */
export async function loadKnowledge(base: string | URL = new URL(/* @vite-ignore */ '../', import.meta.url)): Promise<Knowledge> {
  const root = new URL(base, document.baseURI);
  const get = async (path: string) => {
    const response = await fetch(new URL(path, root));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  };
  const manifest = (await get('custom-elements.json')) as Manifest;
  const files = manifest.modules.flatMap((module) => module.declarations.flatMap((d) => (d.attributes ?? []).flatMap((a) => (a.schema ? [a.schema] : []))));
  const schemas = Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await get(file)) as object] as const)));
  return { manifest, schemas };
}

/** A checker for the library at `base`. */
export async function loadChecker(base?: string | URL): Promise<Checker> {
  return createChecker(await loadKnowledge(base));
}
