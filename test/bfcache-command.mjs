// A test-runner command (web-test-runner.config.mjs) for what a test page cannot do from inside:
// navigate a top-level page and come Back, where the back/forward cache applies (frames are never
// kept in it). `executeServerCommand('bfcache-back', {path, fill})` opens `path` of the runner's own
// site in a new tab of the test's browser context, types `fill` ({selector: text}) into fields,
// sends the form (its action gets `?status=500`: the demo server's failed submit), goes Back and
// answers what the page saw: the `persisted` flag of every `pageshow`, why Chromium did not use
// the cache (Page.backForwardCacheNotUsed), and the fields' values after Back.

export function bfcacheCommand() {
  return {
    name: 'bfcache-back',
    async executeCommand({ command, payload, session }) {
      if (command !== 'bfcache-back') return undefined;
      const testPage = session.browser.getPage(session.id);
      const tab = await testPage.browserContext().newPage();
      try {
        const client = await tab.createCDPSession();
        await client.send('Page.enable');
        const notUsed = [];
        client.on('Page.backForwardCacheNotUsed', (event) => {
          notUsed.push(...event.notRestoredExplanations.map((explanation) => explanation.reason));
        });
        await tab.evaluateOnNewDocument(() => {
          window.addEventListener('pageshow', (event) => {
            const shows = JSON.parse(sessionStorage.getItem('bfcache-test:pageshow') ?? '[]');
            shows.push(event.persisted);
            sessionStorage.setItem('bfcache-test:pageshow', JSON.stringify(shows));
          });
        });
        await tab.goto(new URL(payload.path, testPage.url()).href, { waitUntil: 'load' });
        await tab.evaluate(() => window.nl?.ready);
        for (const [selector, text] of Object.entries(payload.fill)) await tab.type(selector, text);
        await Promise.all([
          tab.waitForNavigation(),
          tab.evaluate(() => {
            const form = document.querySelector('nl-vacancy-form form');
            form.action = `${form.action.split('?')[0]}?status=500`;
            // Sent unvalidated (nl-vacancy-form validates even a novalidate form; it honours formnovalidate).
            const button = document.createElement('button');
            button.formNoValidate = true;
            button.hidden = true;
            form.append(button);
            form.requestSubmit(button);
          }),
        ]);
        const failed = await tab.evaluate(() => document.title);
        await tab.goBack({ waitUntil: 'load' });
        const after = await tab.evaluate((selectors) => {
          const values = Object.fromEntries(selectors.map((selector) => [selector, document.querySelector(selector)?.value ?? null]));
          return { values, pageshows: JSON.parse(sessionStorage.getItem('bfcache-test:pageshow') ?? '[]') };
        }, Object.keys(payload.fill));
        await tab.evaluate(() => sessionStorage.clear());
        return { failed, notUsed, ...after };
      } finally {
        await tab.close();
      }
    },
  };
}
