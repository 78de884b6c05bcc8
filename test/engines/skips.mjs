// The tests that run in Chromium only, because they read something only Chromium has here (its
// accessibility tree, its media emulation, …): each calls `chromiumOnly(this, reason)` (test/helpers.ts),
// which skips it in the other engines and tells this plugin, so that the end of a run counts them by
// reason (scripts/test/count-reporter.mjs). docs/quality-gates.md lists them.
export const engineSkips = [];

export function engineSkipPlugin() {
  return {
    name: 'engine-skips',
    executeCommand({ command, payload, session }) {
      if (command !== 'engine-skip') return undefined;
      engineSkips.push({ engine: session.browser.name, file: session.testFile, test: payload.test, reason: payload.reason });
      return true;
    },
  };
}
