// A web-test-runner reporter that counts every test (not test files) and prints the plain closing
// line CI reads: "N passed, N failed" (", N skipped" when some were). Before it: the count in each
// engine, the tests skipped in an engine (test/engines/skips.mjs) by reason, and the engines this run
// left out (not installed). It also writes the counts to .wtr/summary.json for .ci/run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { engineSkips } from '../../test/engines/skips.mjs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

const zero = () => ({ passed: 0, failed: 0, skipped: 0 });
const line = (totals) => `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;

export function countReporter({ engines = [], skipped = [] } = {}) {
  const started = new Map();
  const took = [];
  let stopClocks = () => {};
  return {
    start({ sessions, config }) {
      const root = config.rootDir ?? process.cwd();
      // The first status past SCHEDULED starts a file's clock (the runner may be past INITIALIZING
      // when reporters start); FINISHED stops it.
      const finish = (session) => {
        took.push({ id: session.id, engine: session.browser.name, file: session.testFile.replace(root + '/', ''), seconds: (Date.now() - started.get(session.id)) / 1000 });
        started.delete(session.id);
      };
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'SCHEDULED') return;
        if (!started.has(session.id)) started.set(session.id, Date.now());
        if (session.status === 'FINISHED') finish(session);
      });
      stopClocks = () => {
        for (const id of [...started.keys()]) if (sessions.get(id)?.status === 'FINISHED') finish(sessions.get(id));
      };
    },
    onTestRunFinished({ sessions }) {
      const totals = zero();
      const byEngine = new Map();
      const perFile = new Map();
      for (const session of sessions) {
        const mine = byEngine.get(session.browser.name) ?? zero();
        byEngine.set(session.browser.name, mine);
        const inner = zero();
        if (session.testResults) count(session.testResults, inner);
        // A file that failed to load or threw outside a test ran no test: count it as one failure.
        if (!session.passed && (session.errors?.length || !session.testResults || inner.failed === 0)) inner.failed++;
        perFile.set(session.id, inner);
        for (const key of Object.keys(totals)) {
          totals[key] += inner[key];
          mine[key] += inner[key];
        }
      }
      mkdirSync('.wtr', { recursive: true });
      stopClocks();
      took.sort((a, b) => b.seconds - a.seconds);
      // Each file in each engine: its wall time and its counts (the table of files × engines).
      writeFileSync('.wtr/timings.json', JSON.stringify(took.map(({ id, ...file }) => ({ ...file, ...perFile.get(id) })), null, 1));
      writeFileSync('.wtr/summary.json', JSON.stringify({ ...totals, engines: Object.fromEntries(byEngine), engineSkips: engineSkips.length, skippedEngines: skipped }));
      const out = ['', 'slowest files (wall time, two at a time per engine):'];
      for (const { engine, file, seconds } of took.slice(0, 10)) out.push(`  ${seconds.toFixed(0).padStart(4)} s  ${engine}  ${file}`);
      out.push(`engines: ${engines.join(', ') || 'none'}`);
      for (const [name, counts] of byEngine) out.push(`  ${name}: ${line(counts)}`);
      const reasons = new Map();
      for (const skip of engineSkips) reasons.set(`${skip.engine}: ${skip.reason}`, (reasons.get(`${skip.engine}: ${skip.reason}`) ?? 0) + 1);
      out.push(`skipped in an engine: ${engineSkips.length} test${engineSkips.length === 1 ? '' : 's'}`);
      for (const [reason, n] of reasons) out.push(`  ${n} × ${reason}`);
      for (const { engine, reason } of skipped) out.push(`engine left out: ${engine} (${reason})`);
      out.push(line(totals));
      process.stdout.write(out.join('\n') + '\n');
    },
  };
}
