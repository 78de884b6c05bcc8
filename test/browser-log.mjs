// What the browser itself writes to a test page's console, for the tests that require a page to
// stay quiet (test/quiet-console.test.ts, issue 22). A page's own console.error/warn calls can be
// caught in the page, but Chromium's own messages cannot: a Document-Policy or Permissions-Policy
// violation, a failed request ("Failed to load resource: …"), a CSP report, a deprecation. Puppeteer
// hears them through the DevTools protocol (Log.entryAdded, and Runtime.consoleAPICalled for the
// page's own calls) as its page's `console` event, for the page and its same-origin iframes.
//
// recordBrowserLog(page) starts recording a test page (web-test-runner.config.mjs createPage);
// browserLogPlugin() answers the command `browser-log` from the tests (executeServerCommand):
//   {action: 'clear'}  forgets what was recorded so far
//   {action: 'read'}   → [{type, text, url}] since the last clear (type: log, debug, info, error,
//                        warn, verbose, …; url: where the message came from, when Chromium says)
// WebKit (test/engines/webkit.mjs) is driven over WebDriver, which has no console; its MiniBrowser
// writes every console message to its standard output instead, one line each, which the launcher
// hands to recordBrowserLine(sessionId, line).
const logs = new WeakMap();
const webkitLogs = new Map();

// MiniBrowser's line: "CONSOLE <SOURCE> <LEVEL> <text>" (WebKit's MessageSource and MessageLevel).
const LEVELS = { ERROR: 'error', WARNING: 'warn', LOG: 'log', INFO: 'info', DEBUG: 'debug' };

export function recordBrowserLine(sessionId, line) {
  const match = /^CONSOLE (\w+) (\w+) (.*)$/.exec(line);
  if (!match) return;
  const entries = webkitLogs.get(sessionId) ?? [];
  webkitLogs.set(sessionId, entries);
  entries.push({ type: LEVELS[match[2]] ?? match[2].toLowerCase(), text: match[3], url: '' });
}

export function recordBrowserLog(page) {
  const entries = [];
  logs.set(page, entries);
  page.on('console', (message) => {
    const location = message.location?.() ?? {};
    entries.push({ type: message.type(), text: message.text(), url: location.url ?? '' });
  });
}

export function browserLogPlugin() {
  return {
    name: 'browser-log',
    executeCommand({ command, payload, session }) {
      if (command !== 'browser-log') return undefined;
      if (session.browser.name === 'WebKit' && !webkitLogs.has(session.id)) webkitLogs.set(session.id, []);
      const page = session.browser.type === 'puppeteer' ? session.browser.getPage?.(session.id) : undefined;
      const entries = page ? logs.get(page) : webkitLogs.get(session.id);
      if (!entries) throw new Error('browser-log: this browser does not record its console (see test/browser-log.mjs)');
      if (payload?.action === 'clear') {
        entries.length = 0;
        return true;
      }
      return entries.slice();
    },
  };
}
