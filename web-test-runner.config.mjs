// Browser tests: @web/test-runner, the same test files in Chromium, Firefox and WebKit, one engine
// after another (test/engines/: the launchers, one list; NL_ENGINES=firefox runs one alone).
// The test server answers the demo site and, through Vite, every module a test imports
// (test/test-server.mjs); test/fakes.mjs stands in for the outside services (no network here), and
// each engine's requests to third parties reach those fakes (test/third-party.mjs,
// test/engines/third-party-proxy.mjs). The server commands the tests call live beside the tests
// that use them.
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { engineLaunchers } from './test/engines/engines.mjs';
import { engineSkipPlugin } from './test/engines/skips.mjs';
import { fakeServices } from './test/fakes.mjs';
import { interceptThirdParties } from './test/third-party.mjs';
import { browserLogPlugin, recordBrowserLog } from './test/browser-log.mjs';
import { countReporter } from './scripts/test/count-reporter.mjs';
import { siteMiddleware, viteMiddleware, vitePlugin } from './test/test-server.mjs';
import { wordpressPlugin } from './test/wordpress/commands.mjs';
import { bfcacheCommand } from './test/bfcache-command.mjs';
import { spokenCommand } from './test/spoken-command.mjs';
import { cdnPlugin, packageMiddleware, packagePlugin } from './test/package-server.mjs';
import { serveCommand } from './test/serve-command.mjs';
import { checkerCliCommand } from './test/checker-cli-command.mjs';
import { docsCommands } from './test/docs-commands.mjs';

// Two test files at a time per engine, on this 2-core machine.
const concurrency = 2;

const engines = await engineLaunchers({
  concurrency,
  createPage: async (page) => {
    // Chromium's https:// requests are answered over the DevTools protocol; Firefox's go to the proxy.
    await interceptThirdParties(page);
    recordBrowserLog(page);
    return page;
  },
});

export default {
  files: ['test/**/*.test.{ts,tsx}', 'src/elements/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency,
  concurrentBrowsers: 1,
  // Per test file; the site-*.test.ts files visit every page of the site (test/site.ts).
  testsFinishTimeout: Number(process.env.WTR_FINISH_TIMEOUT ?? 300_000),
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: engines.browsers,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter({ engines: engines.engines, skipped: engines.skipped })],
  plugins: [
    browserLogPlugin(),
    engineSkipPlugin(),
    // test/application.test.ts: Back in a top-level tab, where the back/forward cache applies (Chromium).
    bfcacheCommand(),
    // test/spoken-*.test.ts: what Chromium's accessibility tree says (docs/spoken.md).
    spokenCommand(),
    // test/package.test.ts, test/frameworks.test.tsx: the packed and installed package, and dist/ as a CDN.
    packagePlugin,
    // test/embed.test.ts: what a misbehaving CDN was asked (test/package-server.mjs), and npm start's server.
    cdnPlugin,
    serveCommand(),
    // test/wordpress.test.ts: a real WordPress with the plugin (test/wordpress/).
    wordpressPlugin(),
    checkerCliCommand(),
    docsCommands(),
    vitePlugin(),
    { name: 'engines', serverStop: () => engines.stop() },
  ],
  middleware: [fakeServices, packageMiddleware, siteMiddleware, viteMiddleware],
};
