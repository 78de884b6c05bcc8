// A web-test-runner reporter that counts every test (not test files) and prints the plain closing
// line CI reads: "N passed, N failed" (", N skipped" when some were). It also writes the counts to
// .wtr/summary.json for .ci/run.
import { mkdirSync, writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load or threw outside a test ran no test: count it as one failure.
        if (!session.passed && (session.errors?.length || !session.testResults)) totals.failed++;
        else if (!session.passed && session.testResults) {
          const inner = { passed: 0, failed: 0, skipped: 0 };
          count(session.testResults, inner);
          if (inner.failed === 0) totals.failed++;
        }
      }
      mkdirSync('.wtr', { recursive: true });
      writeFileSync('.wtr/summary.json', JSON.stringify(totals));
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
    },
  };
}
