// What a CPU profile of a tap says, for scripts/perf/tap-trace.mjs and scripts/perf/tap-profile.mjs: each
// function's self time, and the total time of ours (src/), found through dist/'s source maps.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The original place of a function in dist/ (its source map), as `file:line name`; else as the profile has it. */
const maps = new Map();
function place({ functionName, url, lineNumber, columnNumber }) {
  const path = url.startsWith('http') ? new URL(url).pathname : '';
  const file = path.startsWith('/dist/') ? join(ROOT, path) : null;
  if (file && !maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const original = file && maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) return `${original.source.replace(/^(\.\.\/)+/, '')}:${original.line} ${original.name ?? functionName}`;
  const short = url ? url.replace(/^.*\//, '') : '';
  return `${short}${short ? `:${lineNumber + 1} ` : ''}${functionName || '(anonymous)'}`;
}

/**
 * From a CDP Profiler profile: self time (ms) per function, and total time (self and callees) of the
 * functions whose place starts with one of `within` (our own src/; node_modules/ for React's and
 * Sentry's), the largest first.
 */
export function profileTimes(profile, top = 12, within = ['src/']) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const key = place(byId.get(id).callFrame);
    self.set(key, (self.get(key) ?? 0) + ms);
    // Each of our functions on the sample's stack, once per sample (recursion counted once).
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const name = place(byId.get(node).callFrame);
      if (within.some((prefix) => name.startsWith(prefix)) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      }
    }
  });
  const list = (map) =>
    [...map.entries()]
      .filter(([key]) => !/\((idle|program)\)$/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(1).padStart(6)} ms  ${key}`);
  return { self: list(self), ours: list(inclusive) };
}
