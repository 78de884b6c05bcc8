// dist/integrity.json (issue 29.5): each shipped script and stylesheet's Subresource Integrity hash,
// `sha384-…` as the `integrity` attribute and an import map's `integrity` take it, keyed by the path
// inside dist/. headMarkup({ integrity: true }) of `nl-components/cms` writes the lines that use it
// (src/core/head-markup.ts); the build puts the part it needs into dist/cms.js (cms.mjs headHelper).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the loader can put on a page: itself, the stylesheet, and every module it can import. */
export const LOADABLE = /^(nl-components\.(js|css)|(elements|chunks|loading|preview)\/[\w.-]+\.js)$/;

/** `sha384-…` of a file's bytes. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function files(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, root);
    return /\.(js|css)$/.test(entry.name) ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** Writes dist/integrity.json for every .js and .css file in `dist` (sorted); returns the map. */
export function writeIntegrity(dist) {
  const map = Object.fromEntries(files(dist).sort().map((file) => [file, sri(readFileSync(join(dist, file)))]));
  writeFileSync(join(dist, 'integrity.json'), `${JSON.stringify(map, null, 2)}\n`);
  return map;
}

/** The part of dist/integrity.json that headMarkup's lines use (LOADABLE); {} without a build. */
export function loadableIntegrity(dist) {
  const file = join(dist, 'integrity.json');
  if (!existsSync(file)) return {};
  return Object.fromEntries(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([path]) => LOADABLE.test(path)));
}
