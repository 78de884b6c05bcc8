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
//
// WebKit (test/engines/webkit.mjs) is driven over WebDriver, which has no console, and its browser
// tells nobody: WebKit hands console messages to the embedder (and MiniBrowser's
// --enable-write-console-messages-to-stdout to standard error) only for pages of a persistent
// session, and MiniBrowser runs every WebDriver session as an ephemeral one (its --automation mode,
// like its --private mode). So in WebKit the test page records its console itself: the plugin
// adds webkitRecorder (below) to the top of the runner's page, and `browser-log` reads what it
// kept over WebDriver (the launcher's page.evaluate).
const logs = new WeakMap();

export function recordBrowserLog(page) {
  const entries = [];
  logs.set(page, entries);
  page.on('console', (message) => {
    const location = message.location?.() ?? {};
    entries.push({ type: message.type(), text: message.text(), url: location.url ?? '' });
  });
}

/**
 * Runs in WebKit's test page, before any other script, and keeps in `window.__nlBrowserLog` what
 * the page and its same-origin frames write to the console: console.error/warn/log/info/debug and
 * failed console.assert calls, uncaught errors, unhandled rejections, CSP violations and elements
 * whose resource failed to load (an <img>, <script>, <link> or <iframe> "error" event), each as
 * Chromium's console has it, roughly. A frame is watched from the moment it is added to a watched
 * document: a same-origin `src` page keeps the window WebKit made for the frame's first, empty
 * document (HTML: the initial about:blank is replaced in place), so it is watched before its first
 * script runs; a `srcdoc` page gets a window of its own, so the srcdoc markup (set through the
 * `srcdoc` property) starts with a classic script that has the frame watched and then removes
 * itself. Not seen: messages only the engine writes (a failed fetch(), a deprecation), frames of
 * another origin (sandboxed ones included), a frame's later navigations until their `load`, and
 * frames inside shadow roots.
 */
function webkitRecorder() {
  const entries = [];
  const text = (value) => {
    if (typeof value === 'string') return value;
    // An Error of any frame's realm, as the console shows it ("Error: message").
    if (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value) return String(value);
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const observed = new WeakSet();

  function watchWindow(win) {
    try {
      if (win.__nlRecorded) return;
      win.__nlRecorded = true;
    } catch {
      return; // another origin
    }
    const record = (type, message) => entries.push({ type, text: message, url: String(win.location.href) });
    for (const type of ['error', 'warn', 'log', 'info', 'debug']) {
      const original = win.console[type];
      win.console[type] = function (...args) {
        record(type, args.map(text).join(' '));
        return original.apply(this, args);
      };
    }
    const assert = win.console.assert;
    win.console.assert = function (condition, ...args) {
      if (!condition) record('assert', ['Assertion failed:', ...args].map(text).join(' '));
      return assert.call(this, condition, ...args);
    };
    win.addEventListener(
      'error',
      (event) => {
        if (!event.isTrusted) return;
        if (event.target?.nodeType === 1) record('error', `Failed to load resource: ${event.target.currentSrc || event.target.src || event.target.href || event.target.localName}`);
        else record('error', event.error != null ? text(event.error) : event.message);
      },
      true,
    );
    win.addEventListener('unhandledrejection', (event) => record('error', `Unhandled Promise Rejection: ${text(event.reason)}`));
    win.addEventListener('securitypolicyviolation', (event) => record('error', `Refused to load ${event.blockedURI || 'a resource'}: it violates the Content Security Policy directive "${event.violatedDirective}"`));
    // A srcdoc page starts by having its frame watched (see above).
    const srcdoc = Object.getOwnPropertyDescriptor(win.HTMLIFrameElement.prototype, 'srcdoc');
    Object.defineProperty(win.HTMLIFrameElement.prototype, 'srcdoc', {
      ...srcdoc,
      set(markup) {
        // ('</' + 'script>': this function's source is itself written into an inline <script>.)
        const watch = '<script>try { top.__nlWatchWindow(window) } catch {} document.currentScript.remove()</' + 'script>';
        const doctype = /^\s*<!doctype[^>]*>/i.exec(markup)?.[0] ?? '';
        srcdoc.set.call(this, doctype + watch + String(markup).slice(doctype.length));
      },
    });
    watchFrames(win.document);
    // The document the frame's page gets, when it replaces the first one in the same window.
    win.addEventListener('DOMContentLoaded', () => watchFrames(win.document));
  }

  function watchFrame(frame) {
    watchWindow(frame.contentWindow);
    frame.addEventListener('load', () => watchWindow(frame.contentWindow));
  }

  function watchFrames(doc) {
    if (observed.has(doc)) return;
    observed.add(doc);
    for (const frame of doc.querySelectorAll('iframe')) watchFrame(frame);
    new doc.defaultView.MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          if (node.localName === 'iframe') watchFrame(node);
          for (const frame of node.querySelectorAll('iframe')) watchFrame(frame);
        }
      }
    }).observe(doc, { childList: true, subtree: true });
  }

  window.__nlBrowserLog = entries;
  window.__nlWatchWindow = watchWindow;
  watchWindow(window);
}

/** Whether a request comes from WebKit (MiniBrowser's "… AppleWebKit/605.1.15 (KHTML, like Gecko) … Safari/605.1.15"). */
const isWebKit = (userAgent = '') => /AppleWebKit/.test(userAgent) && !/Chrome|Chromium|Firefox/.test(userAgent);

export function browserLogPlugin() {
  return {
    name: 'browser-log',
    // WebKit's test page (the runner's, at / with the session in the query): the recorder first.
    transform(context) {
      if (context.path !== '/' || !context.URL.searchParams.has('wtr-session-id') || !context.response.is('html')) return undefined;
      if (!isWebKit(context.get('user-agent'))) return undefined;
      const body = String(context.body);
      const at = body.indexOf('<head>') + '<head>'.length;
      if (at < '<head>'.length) throw new Error('browser-log: the test page has no <head> for the console recorder');
      return { body: `${body.slice(0, at)}<script>(${webkitRecorder})()</script>${body.slice(at)}` };
    },
    async executeCommand({ command, payload, session }) {
      if (command !== 'browser-log') return undefined;
      if (session.browser.name === 'WebKit') {
        const clear = payload?.action === 'clear';
        const entries = await session.browser.getPage(session.id).evaluate((clear) => {
          const log = window.__nlBrowserLog;
          return log && (clear ? log.splice(0) : log.slice());
        }, clear);
        if (!entries) throw new Error('browser-log: the console recorder is missing from the test page (see test/browser-log.mjs)');
        return clear ? true : entries;
      }
      const page = session.browser.type === 'puppeteer' ? session.browser.getPage?.(session.id) : undefined;
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
