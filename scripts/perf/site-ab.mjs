// The site's interactions of two checkouts side by side (issue 38): a change's effect on a tap, measured
// in one run with the runs alternating between the two, so a busy machine weighs on both alike.
// Each checkout's own scripts/perf/bench/site.mjs measures its own built dist/ (Event Timing, 4× CPU,
// Lighthouse's phone screen, a fresh browser context per visit), as `npm run bench:interactions --site`.
//
//   git worktree add /tmp/base HEAD && ln -s "$PWD/node_modules" /tmp/base/node_modules
//   (cd /tmp/base && npm run build) && npm run build
//   node scripts/perf/site-ab.mjs /tmp/base . --pages / --runs 7
//
// --pages: the site pages whose visits run (comma-separated, scripts/perf/bench/site.mjs's VISITS;
// default every page); --runs: runs of each checkout (default 5). Prints per interaction the median
// latency of each, its processing and presentation delay, the samples, and the second ÷ the first.
// Nothing is written: figures worth keeping go in docs/performance.md with the commits measured.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const USAGE = 'usage: node scripts/perf/site-ab.mjs <checkout A> <checkout B> [--pages /,/faq.html] [--runs 5]';
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const pages = option('--pages')?.split(',');
const runs = Number(option('--runs') ?? 5);
if (args.length !== 2 || !Number.isInteger(runs) || runs < 1) {
  console.error(USAGE);
  process.exit(2);
}

const sides = [];
for (const dir of args) {
  const root = resolve(dir);
  const site = await import(pathToFileURL(`${root}/scripts/perf/bench/site.mjs`).href);
  const measure = await import(pathToFileURL(`${root}/scripts/perf/bench/measure.mjs`).href);
  if (pages) site.VISITS.splice(0, site.VISITS.length, ...site.VISITS.filter((visit) => pages.includes(visit.page)));
  if (!site.VISITS.length) {
    console.error(`site-ab: no visit of ${root} is on ${pages.join(', ')}`);
    process.exit(2);
  }
  sides.push({ root, site, measure, samples: {} });
}

for (let run = 0; run < runs; run += 1) {
  for (const side of sides) {
    const browser = await side.measure.launchChromium('site-ab');
    try {
      const result = await side.site.measureSite(browser, { runs: 1, viewport: side.measure.PHONE, cpuRate: 4, pressMs: 80, log: () => {} });
      for (const [name, entry] of Object.entries(result.results)) if (entry.runs) (side.samples[name] ??= []).push(entry.samples[0]);
      for (const failure of result.failures) console.error(`site-ab: ${side.root}, run ${run + 1}: ${failure.interaction} failed (${failure.error})`);
    } finally {
      await browser.close();
    }
  }
  console.error(`site-ab: run ${run + 1}/${runs} done`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const [a, b] = sides;
console.log(`A: ${a.root}\nB: ${b.root}\n${runs} runs each, alternating; latency (Event Timing, 4× CPU), median [samples]\n`);
for (const name of Object.keys(a.samples)) {
  const cells = sides.map((side) => {
    const list = side.samples[name] ?? [];
    return `${median(list.map((x) => x.duration))} ms (processing ${median(list.map((x) => x.processing))}, presentation ${median(list.map((x) => x.presentationDelay))}) [${list.map((x) => x.duration).join(' ')}]`;
  });
  const ratio = median((b.samples[name] ?? []).map((x) => x.duration)) / median(a.samples[name].map((x) => x.duration));
  console.log(`${name}\n  A ${cells[0]}\n  B ${cells[1]}\n  B ÷ A ${ratio.toFixed(2)}×`);
}
