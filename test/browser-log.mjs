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
const logs = new WeakMap();

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
      const page = session.browser.getPage?.(session.id);
      const entries = page ? logs.get(page) : undefined;
      if (!entries) throw new Error('browser-log: this browser does not record its console (see test/browser-log.mjs)');
      if (payload?.action === 'clear') {
        entries.length = 0;
        return true;
      }
      return entries.slice();
    },
  };
}
