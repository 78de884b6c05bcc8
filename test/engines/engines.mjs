// The engines the browser tests run in, one list: Chromium, Firefox and WebKit, each with the
// launcher of its own module beside this one, one after another (web-test-runner.config.mjs:
// concurrentBrowsers 1), the same test files in each. NL_ENGINES=firefox (or a list with commas:
// chromium,webkit; or all) runs only those; `npm run test:chromium`, `test:firefox` and `test:webkit`
// set it. Without it: DEFAULT_ENGINES, all three.
// An engine that is not installed is skipped, and said so at the start and the end of the run
// (scripts/test/count-reporter.mjs); scripts/test/engines.mjs installs them.
import { findChrome } from '../../scripts/test/chrome.mjs';
import { installLog, installState } from '../../scripts/test/apt.mjs';
import { chromiumLauncher } from './chromium.mjs';
import { findFirefox, firefoxLauncher } from './firefox.mjs';
import { findWebKit, webkitLauncher } from './webkit.mjs';
import { startThirdPartyProxy } from './third-party-proxy.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/**
 * What `npm test` (and so CI) runs without NL_ENGINES: all three, one after another (issue 37). Three
 * engines fit CI's 40 minutes (a clean clone's `.ci/run`: 1594 s, and 1600 s with other work on the
 * machine); WebKit joined once its whole run was green (docs/browser-support.md).
 */
export const DEFAULT_ENGINES = ENGINES;

/** Debian's packages of each engine. */
export const ENGINE_PACKAGES = { chromium: ['chromium'], firefox: ['firefox-esr'], webkit: ['webkit2gtk-driver', 'xvfb'] };

const FIND = { chromium: findChrome, firefox: findFirefox, webkit: findWebKit };

export function selectedEngines() {
  const asked = (process.env.NL_ENGINES ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = asked.filter((name) => name !== 'all' && !ENGINES.includes(name));
  if (unknown.length) throw new Error(`NL_ENGINES: no engine called ${unknown.join(', ')} (there are ${ENGINES.join(', ')})`);
  if (asked.includes('all')) return ENGINES;
  return asked.length ? ENGINES.filter((name) => asked.includes(name)) : DEFAULT_ENGINES;
}

export const missingEngines = (engines) => engines.filter((engine) => !FIND[engine]());

async function installed(engines) {
  // npm test started the install of the missing ones in the background (scripts/test/engines.mjs).
  while (installState('engines', () => missingEngines(engines).length > 0) === 'running') await new Promise((resolve) => setTimeout(resolve, 1000));
  return engines.filter((engine) => FIND[engine]());
}

/**
 * The launchers of the selected engines that are installed, the ones skipped with the reason, and
 * what to stop at the end. `createPage(page)`: the test page of a Puppeteer-driven engine (Chromium,
 * Firefox), to record its console (WebKit's page records its own: test/browser-log.mjs).
 */
export async function engineLaunchers({ concurrency, createPage }) {
  const selected = selectedEngines();
  const have = await installed(selected);
  const skipped = selected
    .filter((engine) => !have.includes(engine))
    .map((engine) => ({ engine, reason: installState('engines', () => true) === 'failed' ? `not installed (see ${installLog('engines')})` : 'not installed: node scripts/test/engines.mjs says how' }));
  const proxy = have.some((engine) => engine !== 'chromium') ? await startThirdPartyProxy() : undefined;
  const make = {
    chromium: () => chromiumLauncher({ concurrency, createPage }),
    firefox: () => firefoxLauncher({ concurrency, proxyPort: proxy.port, createPage }),
    webkit: () => webkitLauncher({ concurrency, proxyPort: proxy.port }),
  };
  return { browsers: have.map((engine) => make[engine]()), engines: have, skipped, stop: () => proxy?.close() };
}
