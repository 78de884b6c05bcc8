// The few W3C WebDriver commands the WebKit launcher needs (test/engines/webkit.mjs), over fetch: a
// session, navigation, script, cookies, actions and the window's size. WebdriverIO would bring a downloader
// for every other browser's driver with it; this is all WebKitWebDriver is asked.
export async function newSession(base, capabilities) {
  const started = Date.now();
  for (;;) {
    try {
      const { sessionId } = await call(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
      return session(`${base}/session/${sessionId}`);
    } catch (error) {
      // The driver may still be starting.
      if (!/ECONNREFUSED|fetch failed/.test(String(error?.cause ?? error)) || Date.now() - started > 20_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function call(base, method, path, body) {
  const response = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const { value } = await response.json();
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
  return value;
}

function session(base) {
  const run = (method, path, body) => call(base, method, path, body);
  return {
    navigateTo: (url) => run('POST', '/url', { url }),
    /** Runs `fn(...args)` in the page and returns its JSON result. */
    execute: (fn, ...args) => run('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args }),
    /** A cookie for the site of the document shown, or all of that site's gone (WebDriver reaches no other). */
    addCookie: (cookie) => run('POST', '/cookie', { cookie }),
    deleteCookies: () => run('DELETE', '/cookie'),
    performActions: (actions) => run('POST', '/actions', { actions }),
    releaseActions: () => run('DELETE', '/actions'),
    setWindowSize: (width, height) => run('POST', '/window/rect', { width, height }),
    deleteSession: () => run('DELETE', ''),
  };
}
