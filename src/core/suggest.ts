/**
 * "Did you mean …?" for misspelt tag and attribute names (`nl-acordion` → `nl-accordion`,
 * `confg` → `config`). Shared by the loader's preview checks and the HTML checker (`nl-components
 * check`), so the page and the command line suggest the same name. No dependencies: it runs in the
 * browser and in Node.
 */

/** Optimal string alignment distance: Levenshtein plus one swap of neighbours (`cofnig`). */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  // One flat row-major table: d[i * cols + j] is the distance of a's first i and b's first j letters.
  const d = new Uint16Array((a.length + 1) * cols);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    d[i * cols] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The candidate nearest to `name`, or undefined when none is close enough to be a likely slip: at
 * most a third of the longer name's letters differ (at least 1, so `nl-map` → `nl-mop` still counts),
 * or one name is the other with a prefix or suffix (`item` → `item-id`). Ties go to the first candidate.
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    if (c === wanted) return candidate;
    const distance = editDistance(wanted, c);
    const limit = Math.max(1, Math.floor(Math.max(wanted.length, c.length) / 3));
    const affix = wanted.length >= 3 && (c.startsWith(wanted) || c.endsWith(wanted) || wanted.startsWith(c) || wanted.endsWith(c));
    if ((distance <= limit || affix) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
