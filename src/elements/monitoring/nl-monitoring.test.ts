import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import * as Sentry from '@sentry/browser';
import sinon from 'sinon';
import type { NlElement } from '../../core/define.tsx';
import { messages } from '../../elements/monitoring/messages.ts';
import { DENY_URLS, IGNORE_ERRORS } from '../../elements/monitoring/noise.ts';
import {
  buildOptions,
  DEFAULT_ENVIRONMENTS,
  environmentFor,
  feedbackOptions,
  FEEDBACK_ID,
  MAX_QUEUE_SIZE,
  scrubAddresses,
  withoutQueryOrFragment,
  type MonitoringOptions,
} from '../../elements/monitoring/options.ts';
import { browserConsoleProblems, clearBrowserConsole, errorsDuring, expectNoLayoutShift, settle } from '../../../test/helpers.ts';

// Sentry has one client per page, and this file is one page: the tests under "on this page" run in
// order and share the client that the first valid <nl-monitoring> initialises (environment `test`,
// posting to test/fakes/sentry.mjs as project 1). Other set-ups (development, a real https DSN, a
// tunnel, malformed environments) each get a page of their own in an iframe (/fake/sentry/page).

interface Item {
  header: { type?: string; length?: number };
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
interface Received {
  project: string;
  path: string;
  query: Record<string, string>;
  envelope: { header: Record<string, unknown>; items: Item[] };
}

const dsn = (project: number) => `http://public@${location.host}/fake/sentry/${project}`;
const TEST_HOSTS = '{"test": ["localhost", "127.0.0.1"]}';
const nlTexts = messages.nl as Record<keyof typeof messages.nl, string>;
const enTexts = messages.en as Record<keyof typeof messages.nl, string>;

async function received(project: number): Promise<Received[]> {
  return (await fetch(`/fake/sentry/log?project=${project}`)).json() as Promise<Received[]>;
}
const items = (entries: Received[]) => entries.flatMap((entry) => entry.envelope.items);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first item of `project` that passes `test`, once the fake has it. */
async function arrived(project: number, test: (item: Item) => boolean, what: string, timeout = 8000): Promise<Item> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = items(await received(project)).find(test);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not received within ${timeout} ms`);
    await pause(50);
  }
}

const isEvent = (value: string) => (item: Item) => item.header.type === 'event' && JSON.stringify(item.payload.exception ?? item.payload.message ?? '').includes(value);

/** Runs `fn` with Math.random fixed, so Sentry's 0.25 sample rate keeps (0.1) or drops (0.9) an error. */
async function withRandom(value: number, fn: () => unknown): Promise<void> {
  const random = sinon.stub(Math, 'random').returns(value);
  try {
    fn();
    await Sentry.flush(3000);
  } finally {
    random.restore();
  }
}

const feedbackRoot = (doc: Document = document) => doc.getElementById(FEEDBACK_ID);
const feedbackShadow = (doc: Document = document) => feedbackRoot(doc)?.shadowRoot ?? null;
const trigger = () => feedbackShadow()?.querySelector<HTMLButtonElement>('.widget__actor') ?? null;
const openDialog = () => feedbackShadow()?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

/** The page of `/fake/sentry/page` in an iframe: its own Sentry, its own <nl-monitoring>. */
async function framePage(query: Record<string, string>): Promise<{ frame: HTMLIFrameElement; win: Window & { __logged: string[]; __profilers: number }; el: NlElement }> {
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/fake/sentry/page?${new URLSearchParams(query)}`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & { __logged: string[]; __profilers: number };
  await win.customElements.whenDefined('nl-monitoring');
  const el = win.document.querySelector('nl-monitoring') as NlElement;
  await el.updateComplete;
  return { frame, win, el };
}

/** The iframe's own @sentry/browser (the module this page loaded, imported in the iframe's realm). */
async function sentryOf(win: Window): Promise<typeof Sentry> {
  const url = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .find((name) => /\/@sentry_browser\.js(\?|$)/.test(name));
  if (!url) throw new Error('the URL of @sentry/browser was not found in resource timing');
  return (win as unknown as { eval(code: string): Promise<typeof Sentry> }).eval(`import(${JSON.stringify(url)})`);
}

describe('nl-monitoring before its code has loaded', () => {
  it('takes no space before and after the upgrade (and a missing dsn is one console error)', async () => {
    let page: HTMLElement | undefined;
    const logged = await errorsDuring(async () => {
      page = await expectNoLayoutShift(
        html`<div style="font: 16px/1.5 sans-serif">
          <p data-probe>Boven</p>
          <nl-monitoring></nl-monitoring>
          <p data-probe>Onder</p>
        </div>`,
        () => import('../../../elements/nl-monitoring.ts'),
      );
    });
    expect(logged).to.deep.equal(['nl-monitoring: attribute "dsn" is required']);
    const el = page!.querySelector('nl-monitoring')!;
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(getComputedStyle(el).display).to.equal('none');
    expect(Sentry.getClient(), 'nothing initialised').to.equal(undefined);
  });
});

describe('nl-monitoring options (buildOptions, without initialising)', () => {
  it('finds the environment by host: the defaults', () => {
    const cases: [string, string][] = [
      ['localhost', 'development'],
      ['127.0.0.1', 'development'],
      ['[::1]', 'development'],
      ['site.localhost', 'development'],
      ['mijn-pc.local', 'development'],
      ['test.voorbeeldgroep.nl', 'test'],
      ['tst.voorbeeldgroep.nl', 'test'],
      ['acc.voorbeeldgroep.nl', 'acceptance'],
      ['acceptatie.voorbeeldgroep.nl', 'acceptance'],
      ['staging.voorbeeldgroep.nl', 'acceptance'],
      ['www.voorbeeldgroep.nl', 'production'],
      ['voorbeeldgroep.nl', 'production'],
      ['latest.voorbeeldgroep.nl', 'production'],
      ['WWW.Voorbeeldgroep.NL', 'production'],
      ['LOCALHOST', 'development'],
      ['localhost.', 'development'],
    ];
    for (const [host, environment] of cases) expect(environmentFor(host), host).to.equal(environment);
    expect(DEFAULT_ENVIRONMENTS.development).to.include.members(['localhost', '127.0.0.1']);
  });

  it('finds the environment by host: the page’s list first, exact or with *, then the defaults', () => {
    const environments = { test: ['localhost', 'preview-*.voorbeeldgroep.nl'], acceptance: ['*.acc.voorbeeldgroep.nl'], production: ['*.voorbeeldgroep.nl', 'voorbeeldgroep.nl'] };
    const cases: [string, string][] = [
      ['localhost', 'test'],
      ['127.0.0.1', 'development'],
      ['preview-42.voorbeeldgroep.nl', 'test'],
      ['a.acc.voorbeeldgroep.nl', 'acceptance'],
      ['test.voorbeeldgroep.nl', 'production'],
      ['www.voorbeeldgroep.nl', 'production'],
      ['voorbeeldgroep.nl', 'production'],
      ['wwwvoorbeeldgroep.nl', 'production'],
      ['test.anders.nl', 'test'],
    ];
    for (const [host, environment] of cases) expect(environmentFor(host, environments), host).to.equal(environment);
    // `*` needs at least one character: *.voorbeeldgroep.nl is not voorbeeldgroep.nl itself.
    expect(environmentFor('voorbeeldgroep.nl', { acceptance: ['*.voorbeeldgroep.nl'] })).to.equal('production');
    expect(environmentFor('anything.example', { development: ['*'] })).to.equal('development');
  });

  it('production: sample rate 0.25, the noise filters, the offline queue of 30, the profiler (with `profiling`) and the feedback widget', () => {
    const options = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', release: 'site@2.0.0', hostname: 'www.voorbeeldgroep.nl', texts: nlTexts, profiling: true });
    expect(options).to.include({ dsn: 'https://key@o1.ingest.sentry.io/7', environment: 'production', enabled: true, sampleRate: 0.25, release: 'site@2.0.0' });
    expect(options.transportOptions).to.deep.equal({ maxQueueSize: 30, flushAtStartup: true });
    expect(MAX_QUEUE_SIZE).to.equal(30);
    expect(options).to.include({ profileLifecycle: 'manual', profileSessionSampleRate: 0.25, enhanceFetchErrorMessages: 'report-only' });
    expect(options).to.not.have.property('tracesSampleRate');
    expect(options.dataCollection).to.deep.equal({ userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false });
    expect(options.ignoreErrors).to.include.members([...IGNORE_ERRORS]);
    expect(options.denyUrls).to.deep.equal([...DENY_URLS]);
    expect(options.defaultIntegrations, 'Sentry’s defaults stay').to.equal(undefined);
    expect((options.integrations as { name: string }[]).map((i) => i.name)).to.deep.equal(['NlMonitoringPrivacy', 'BrowserApiErrors', 'BrowserProfiling', 'Feedback']);
    expect(typeof options.transport).to.equal('function');
    expect(options).to.not.have.property('tunnel');
  });

  it('without `profiling` nothing about profiling is configured (issue 22)', () => {
    const options = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', hostname: 'www.voorbeeldgroep.nl', texts: nlTexts });
    expect(options).to.include({ environment: 'production', enabled: true, sampleRate: 0.25 });
    expect(options).to.not.have.property('profileLifecycle');
    expect(options).to.not.have.property('profileSessionSampleRate');
    expect((options.integrations as { name: string }[]).map((i) => i.name)).to.deep.equal(['NlMonitoringPrivacy', 'BrowserApiErrors', 'Feedback']);
    const off = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', hostname: 'www.voorbeeldgroep.nl', texts: nlTexts, profiling: false });
    expect((off.integrations as { name: string }[]).map((i) => i.name)).to.deep.equal(['NlMonitoringPrivacy', 'BrowserApiErrors', 'Feedback']);
  });

  it('sends no query string or fragment of any page address (issue 16)', () => {
    const page = `${location.origin}${location.pathname}`;
    const event = scrubAddresses({
      request: { url: `${page}?postcode=1234AB#email=sanne@example.nl`, headers: { Referer: 'https://www.voorbeeldgroep.nl/vacature.html?id=1#email=a@b.nl' } },
      contexts: { feedback: { url: `${page}#email=sanne@example.nl`, message: 'x' } },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/vacatures.html?q=zorg', to: '/vacature.html#email=sanne@example.nl' } },
        { category: 'fetch', data: { url: '/api/postcode?nl_sixpp=1234AB#x', method: 'GET' } },
      ],
      exception: { values: [{ type: 'Error', value: 'x', stacktrace: { frames: [{ filename: `${page}?a=1#email=x` }, { filename: `${location.origin}/assets/app.js?v=3` }] } }] },
    });
    expect(event.request).to.deep.equal({ url: page, headers: { Referer: 'https://www.voorbeeldgroep.nl/vacature.html' } });
    expect(event.contexts!.feedback!.url).to.equal(page);
    expect(event.breadcrumbs!.map((crumb) => crumb.data)).to.deep.equal([
      { from: '/vacatures.html', to: '/vacature.html' },
      { url: '/api/postcode', method: 'GET' },
    ]);
    const frames = event.exception!.values![0]!.stacktrace!.frames!;
    expect(frames.map((frame) => frame.filename)).to.deep.equal([page, `${location.origin}/assets/app.js?v=3`]);
    expect(withoutQueryOrFragment('https://x.nl/a?b=1#c?d')).to.equal('https://x.nl/a');
  });

  it('development: initialised but off, with no integrations at all', () => {
    const options = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', hostname: 'localhost', texts: nlTexts });
    expect(options).to.include({ environment: 'development', enabled: false, sampleRate: 0.25, defaultIntegrations: false });
    expect(options.integrations).to.deep.equal([]);
    expect(options.transportOptions).to.deep.equal({ maxQueueSize: 30, flushAtStartup: false });
    expect(options).to.not.have.property('release');
    expect(options).to.not.have.property('profileSessionSampleRate');
  });

  it('test and acceptance are on; a tunnel is passed on', () => {
    const test = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', environments: { test: ['localhost'] }, tunnel: 'https://www.voorbeeldgroep.nl/api/errors/envelope', hostname: 'localhost', texts: nlTexts });
    expect(test).to.include({ environment: 'test', enabled: true, tunnel: 'https://www.voorbeeldgroep.nl/api/errors/envelope' });
    const acceptance = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', hostname: 'acc.voorbeeldgroep.nl', texts: nlTexts });
    expect(acceptance).to.include({ environment: 'acceptance', enabled: true });
  });

  it('ignores noisy browser and extension errors, but keeps network errors of the site’s own host', () => {
    const { ignoreErrors } = buildOptions({ dsn: 'https://key@o1.ingest.sentry.io/7', hostname: 'www.voorbeeldgroep.nl', texts: nlTexts }) as Required<MonitoringOptions>;
    // As Sentry's eventFiltersIntegration matches: a string as a substring, a RegExp as written.
    const ignored = (message: string) => ignoreErrors.some((p) => (typeof p === 'string' ? message.includes(p) : p.test(message)));
    for (const message of [
      'ResizeObserver loop limit exceeded',
      'Non-Error promise rejection captured with value: undefined',
      'Non-Error promise rejection captured with value: Timeout',
      'AbortError: The user aborted a request.',
      "TypeError: Cannot read properties of undefined (reading 'top.GLOBALS')",
      'Failed to fetch',
      'TypeError: Failed to fetch (pagead2.googlesyndication.com)',
      'NetworkError when attempting to fetch resource. (www.google-analytics.com)',
      'Load failed (connect.facebook.net)',
      'Failed to fetch (www.voorbeeldgroep.nl.evil.example)',
      "Can't find variable: __gCrWeb",
    ]) {
      expect(ignored(message), message).to.equal(true);
    }
    for (const message of [
      'Failed to fetch (www.voorbeeldgroep.nl)',
      'TypeError: Failed to fetch (www.voorbeeldgroep.nl:8443)',
      "TypeError: Cannot read properties of undefined (reading 'map')",
      'Non-Error promise rejection captured with value: false',
      'nl-map: attribute "config" is not valid JSON',
    ]) {
      expect(ignored(message), message).to.equal(false);
    }
    const denied = (url: string) => DENY_URLS.some((p) => p.test(url));
    for (const url of ['chrome-extension://abc/content.js', 'moz-extension://abc/x.js', 'safari-web-extension://abc/x.js', 'webkit-masked-url://hidden/', 'resource://gre/modules/x.js']) {
      expect(denied(url), url).to.equal(true);
    }
    expect(denied('https://www.voorbeeldgroep.nl/dist/nl-components.js')).to.equal(false);
  });

  it('the feedback widget: `Report a Bug` in both languages, the form in the page’s language, no branding or screenshot', () => {
    const nl = feedbackOptions(nlTexts);
    expect(nl).to.include({
      id: FEEDBACK_ID,
      autoInject: false,
      showBranding: false,
      enableScreenshot: false,
      showName: true,
      showEmail: true,
      isNameRequired: false,
      isEmailRequired: false,
      triggerLabel: 'Report a Bug',
      formTitle: 'Een fout melden',
      nameLabel: 'Naam',
      emailLabel: 'E-mailadres',
      messageLabel: 'Beschrijving',
      submitButtonLabel: 'Versturen',
      cancelButtonLabel: 'Annuleren',
      successMessageText: 'Bedankt voor je melding!',
    });
    expect(feedbackOptions(enTexts)).to.include({
      triggerLabel: 'Report a Bug',
      formTitle: 'Report a Bug',
      nameLabel: 'Name',
      emailLabel: 'Email',
      messageLabel: 'Description',
      submitButtonLabel: 'Send',
      cancelButtonLabel: 'Cancel',
      successMessageText: 'Thank you for your report!',
    });
    expect(Object.keys(messages.en).sort()).to.deep.equal(Object.keys(messages.nl).sort());
  });
});

describe('nl-monitoring on this page', function () {
  this.timeout(15_000);
  let owner: NlElement;
  let home: HTMLDivElement;

  before(async () => {
    await import('../../../elements/nl-monitoring.ts');
  });

  after(() => {
    home?.remove();
  });

  it('bad input: a missing or invalid dsn is one console error and initialises nothing', async () => {
    const cases: [string, string | null, string][] = [
      ['missing', null, 'nl-monitoring: attribute "dsn" is required'],
      ['empty', '  ', 'nl-monitoring: attribute "dsn" is required'],
      ['not a DSN', 'not a dsn', 'nl-monitoring: attribute "dsn" must be a Sentry DSN like "https://<key>@<host>/<project id>", got "not a dsn"'],
      ['no key', 'https://o1.ingest.sentry.io/1', 'nl-monitoring: attribute "dsn" must be a Sentry DSN like "https://<key>@<host>/<project id>", got "https://o1.ingest.sentry.io/1"'],
      ['ftp', 'ftp://key@o1.ingest.sentry.io/1', 'nl-monitoring: attribute "dsn" must be a Sentry DSN like "https://<key>@<host>/<project id>", got "ftp://key@o1.ingest.sentry.io/1"'],
      ['project not a number', 'https://key@o1.ingest.sentry.io/mijn-project', 'nl-monitoring: attribute "dsn" must be a Sentry DSN like "https://<key>@<host>/<project id>", got "https://key@o1.ingest.sentry.io/mijn-project"'],
    ];
    for (const [what, value, error] of cases) {
      const logged = await errorsDuring(async () => {
        const el = document.createElement('nl-monitoring') as NlElement;
        el.setAttribute('environments', TEST_HOSTS);
        if (value !== null) el.setAttribute('dsn', value);
        fixtureSync<HTMLElement>(html`<div></div>`).append(el);
        await settle(el);
        el.remove();
      });
      expect(logged, what).to.deep.equal([error]);
    }
    expect(Sentry.getClient(), 'nothing initialised').to.equal(undefined);
    expect(feedbackRoot(), 'no feedback button').to.equal(null);
  });

  it('bad input: malformed or wrong environments are one console error each (the defaults apply)', async () => {
    let parseError = '';
    try {
      JSON.parse('{"test": [localhost]}');
    } catch (error) {
      parseError = (error as Error).message;
    }
    const cases: [string, string][] = [
      ['{"test": [localhost]}', `nl-monitoring: attribute "environments" is not valid JSON (${parseError})`],
      ['["localhost"]', 'nl-monitoring: attribute "environments" is not valid: the value must be an object, got an array'],
      ['{"test": "localhost"}', 'nl-monitoring: attribute "environments" is not valid: test must be a list of host names like "www.example.nl" or "*.example.nl", got "localhost"'],
      ['{"staging": ["localhost"]}', 'nl-monitoring: attribute "environments" is not valid: staging is not an environment (use "development", "test", "acceptance", "production")'],
      ['{"test": ["https://test.voorbeeldgroep.nl"]}', 'nl-monitoring: attribute "environments" is not valid: test[0] must be a host name like "www.example.nl" or "*.example.nl", got "https://test.voorbeeldgroep.nl"'],
      ['{"test": [42]}', 'nl-monitoring: attribute "environments" is not valid: test[0] must be a host name like "www.example.nl" or "*.example.nl", got 42'],
    ];
    for (const [value, error] of cases) {
      const logged = await errorsDuring(async () => {
        // No dsn: nothing may initialise yet on this page (that is the next test).
        const el = fixtureSync<NlElement>(html`<nl-monitoring environments=${value}></nl-monitoring>`);
        await settle(el);
        el.remove();
      });
      expect(logged, value).to.deep.equal(['nl-monitoring: attribute "dsn" is required', error]);
    }
    expect(Sentry.getClient()).to.equal(undefined);
  });

  it('initialises Sentry once, with the options of the contract (environment from the host, 0.25, noise, queue of 30)', async () => {
    home = document.createElement('div');
    home.innerHTML = `<nl-monitoring dsn="${dsn(1)}" environments='${TEST_HOSTS}' release="nl-components@1.2.3"></nl-monitoring>`;
    document.body.append(home);
    owner = home.querySelector('nl-monitoring') as NlElement;
    await settle(owner);

    const client = Sentry.getClient();
    expect(client, 'a client').to.not.equal(undefined);
    const options = client!.getOptions() as unknown as Record<string, unknown> & MonitoringOptions;
    expect(options).to.include({ dsn: dsn(1), environment: 'test', enabled: true, sampleRate: 0.25, release: 'nl-components@1.2.3' });
    expect(options.transportOptions).to.include({ maxQueueSize: 30 });
    expect(options.ignoreErrors).to.include.members([...IGNORE_ERRORS]);
    expect(options.denyUrls).to.include.members([...DENY_URLS]);
    // No `profiling` attribute: no profiler (issue 22; the iframes below test it with the attribute).
    expect(options).to.not.have.property('profileLifecycle');
    expect(options.dataCollection).to.include({ userInfo: false, cookies: false, urlQueryParams: false });
    const names = (options.integrations as { name: string }[]).map((i) => i.name);
    expect(names).to.include.members(['EventFilters', 'GlobalHandlers', 'Breadcrumbs', 'BrowserSession', 'NlMonitoringPrivacy', 'Feedback']);
    expect(names).to.not.include('BrowserProfiling');

    // The page view's session goes to the fake ingest endpoint, with the environment and release.
    // Sentry sends it when the page is first idle or hidden; idle callbacks may wait long on a busy
    // test machine, so the test says "hidden" (Sentry listens on window, in the capture phase).
    document.dispatchEvent(new Event('visibilitychange'));
    const session = await arrived(1, (item) => item.header.type === 'session', 'the session');
    expect(session.payload.attrs).to.include({ environment: 'test', release: 'nl-components@1.2.3' });
    const entry = (await received(1))[0]!;
    expect(entry.path).to.equal('/fake/sentry/api/1/envelope/');
    expect(entry.query).to.include({ sentry_key: 'public', sentry_version: '7' });
  });

  it('sends an error (sampled in) with the environment and release, and no IP address or query string', async () => {
    await withRandom(0.1, () => Sentry.captureException(new Error('nl-monitoring test: sampled in')));
    const event = await arrived(1, isEvent('nl-monitoring test: sampled in'), 'the error');
    expect(event.payload).to.include({ environment: 'test', release: 'nl-components@1.2.3' });
    expect(event.payload.exception.values[0]).to.include({ type: 'Error', value: 'nl-monitoring test: sampled in' });
    expect(event.payload.user?.ip_address).to.equal(undefined);
    expect(event.payload.sdk.settings).to.include({ infer_ip: 'never' });
    // The test page's own address has a query string (?wtr-session-id=…): it is left out.
    expect(location.search, 'the test page has a query').to.not.equal('');
    expect(event.payload.request.url).to.equal(`${location.origin}${location.pathname}`);
  });

  it('sends no fragment of the page address either (`#email=…`, issue 16)', async () => {
    const before = location.href;
    history.replaceState(history.state, '', '#email=sanne@example.nl');
    try {
      await withRandom(0.1, () => Sentry.captureException(new Error('nl-monitoring test: with a fragment')));
    } finally {
      history.replaceState(history.state, '', before);
    }
    const event = await arrived(1, isEvent('nl-monitoring test: with a fragment'), 'the error');
    expect(event.payload.request.url).to.equal(`${location.origin}${location.pathname}`);
    expect(JSON.stringify(event.payload), 'nowhere in the event').to.not.include('sanne@example.nl');
  });

  it('drops an error that is sampled out (sample rate 0.25)', async () => {
    await withRandom(0.9, () => Sentry.captureException(new Error('nl-monitoring test: sampled out')));
    await withRandom(0.1, () => Sentry.captureException(new Error('nl-monitoring test: after the sampled-out one')));
    await arrived(1, isEvent('nl-monitoring test: after the sampled-out one'), 'the marker');
    expect(items(await received(1)).filter(isEvent('nl-monitoring test: sampled out'))).to.deep.equal([]);
  });

  it('drops noisy browser and extension errors, keeps real ones and the site’s own network errors', async () => {
    const fromExtension = new Error('nl-monitoring test: thrown by an extension');
    fromExtension.stack = 'Error: nl-monitoring test: thrown by an extension\n    at inject (chrome-extension://abcdefghijklmnop/content.js:10:5)\n    at chrome-extension://abcdefghijklmnop/content.js:20:1';
    await withRandom(0, () => {
      Sentry.captureException(new Error('ResizeObserver loop limit exceeded'));
      Sentry.captureException(new TypeError('Failed to fetch (pagead2.googlesyndication.com)'));
      Sentry.captureException(new Error('top.GLOBALS is not defined (nl-monitoring test)'));
      Sentry.captureException(new Error('Script error.'));
      Sentry.captureException(fromExtension);
      Sentry.captureEvent({ exception: { values: [{ type: 'UnhandledRejection', value: 'Non-Error promise rejection captured with value: undefined' }] } });
      Sentry.captureException(new TypeError(`Failed to fetch (${location.host})`));
      Sentry.captureException(new Error('nl-monitoring test: a real one'));
    });
    await arrived(1, isEvent('nl-monitoring test: a real one'), 'the real error');
    await arrived(1, isEvent(`Failed to fetch (${location.host})`), 'the own host’s network error');
    const all = items(await received(1)).filter((item) => item.header.type === 'event');
    for (const noise of ['ResizeObserver loop limit exceeded', 'pagead2.googlesyndication.com', 'top.GLOBALS', 'Script error.', 'thrown by an extension', 'Non-Error promise rejection']) {
      expect(all.filter(isEvent(noise)).length, noise).to.equal(0);
    }
  });

  it('shows the feedback button `Report a Bug`; its form has name, email, description, send and cancel (nl)', async () => {
    const root = feedbackRoot()!;
    expect(root, 'the widget').to.not.equal(null);
    expect(root.lang).to.equal('nl');
    expect(root.style.getPropertyValue('--z-index'), 'below nl-cookie-bar').to.equal('850');
    const button = trigger()!;
    expect(button.textContent).to.equal('Report a Bug');
    expect(button.getAttribute('aria-label')).to.equal('Report a Bug');
    button.click();
    await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
    const dialog = openDialog()!;
    expect(dialog.querySelector('.dialog__title')!.textContent).to.equal('Een fout melden');
    expect([...dialog.querySelectorAll('.form__label__text')].map((l) => l.textContent)).to.deep.equal(['Naam', 'E-mailadres', 'Beschrijving(verplicht)']);
    expect([...dialog.querySelectorAll<HTMLInputElement>('input, textarea')].map((i) => [i.name, i.placeholder, i.required])).to.deep.equal([
      ['name', 'Je naam', false],
      ['email', 'naam@voorbeeld.nl', false],
      ['message', 'Wat ging er mis? Wat had je verwacht?', true],
    ]);
    expect([...dialog.querySelectorAll('.btn-group button')].map((b) => b.textContent)).to.deep.equal(['Versturen', 'Annuleren']);
    expect(dialog.querySelector('.brand-link'), 'no Sentry branding').to.equal(null);
    expect(dialog.querySelector('#screenshot, [for="screenshot"]'), 'no screenshot').to.equal(null);

    // Cancel closes it, nothing is sent, and the button is back.
    [...dialog.querySelectorAll<HTMLButtonElement>('.btn-group button')][1]!.click();
    await waitUntil(() => !openDialog(), 'Annuleren did not close the form', { timeout: 5000 });
    expect(trigger()!.getAttribute('aria-hidden')).to.equal('false');
    expect(items(await received(1)).filter((item) => item.header.type === 'feedback')).to.deep.equal([]);
  });

  it('keyboard: Enter opens the form with focus in the description, Escape closes it and focus returns to the button', async () => {
    trigger()!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => openDialog(), 'Enter did not open the form', { timeout: 5000 });
    await waitUntil(() => feedbackShadow()!.activeElement?.id === 'message', 'focus is not in the description', { timeout: 5000 });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(), 'Escape did not close the form', { timeout: 5000 });
    expect(feedbackShadow()!.activeElement === trigger(), 'focus back on the button').to.equal(true);
  });

  it('sends the report, shows `Bedankt voor je melding!` for 5 s, and the report reaches Sentry', async function () {
    this.timeout(25_000);
    trigger()!.click();
    await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
    const dialog = openDialog()!;
    dialog.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Sanne de Vries';
    dialog.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'sanne@example.nl';
    const description = dialog.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!;
    description.focus();
    await sendKeys({ type: 'De knop Solliciteren doet niets.' });
    await sendKeys({ press: 'Tab' }); // to Versturen
    expect(feedbackShadow()!.activeElement?.textContent).to.equal('Versturen');
    await sendKeys({ press: 'Enter' });

    const success = () => feedbackShadow()!.querySelector('.success__content');
    await waitUntil(() => success(), 'no success message', { timeout: 8000 });
    const shown = performance.now();
    expect(success()!.textContent).to.equal('Bedankt voor je melding!');

    const report = await arrived(1, (item) => item.header.type === 'feedback', 'the report');
    expect(report.payload.contexts.feedback).to.include({ message: 'De knop Solliciteren doet niets.', name: 'Sanne de Vries', contact_email: 'sanne@example.nl', source: 'widget' });
    expect(report.payload.contexts.feedback.url, 'no query string').to.equal(`${location.origin}${location.pathname}`);
    expect(report.payload.environment).to.equal('test');

    await waitUntil(() => !success(), 'the success message stayed', { timeout: 12_000, interval: 25 });
    const seconds = (performance.now() - shown) / 1000;
    expect(seconds, 'shown for 5 s').to.be.within(4.5, 7.5);
    expect(trigger()!.getAttribute('aria-hidden')).to.equal('false');
  });

  it('is accessible (axe): the element, the button and the open form', async () => {
    await expect(owner).to.be.accessible();
    await expect(feedbackRoot()!).to.be.accessible();
    trigger()!.click();
    await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
    await expect(feedbackRoot()!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(), 'Escape did not close the form', { timeout: 5000 });
  });

  // Issue 18.3: the button never covers content; theme tokens; compact on phones; fits 360 px.
  it('colours, font and corners of the button and the form come from the theme tokens', async () => {
    const html = document.documentElement;
    html.style.setProperty('--nl-color-primary', 'rgb(10, 20, 30)');
    html.style.setProperty('--nl-color-primary-contrast', 'rgb(250, 240, 230)');
    html.style.setProperty('--nl-color-background', 'rgb(255, 250, 240)');
    html.style.setProperty('--nl-color-text', 'rgb(40, 30, 20)');
    html.style.setProperty('--nl-font-family', 'Georgia, serif');
    html.style.setProperty('--nl-radius', '3px');
    try {
      const button = getComputedStyle(trigger()!);
      expect(button.backgroundColor).to.equal('rgb(255, 250, 240)');
      expect(button.color).to.equal('rgb(40, 30, 20)');
      expect(button.borderTopLeftRadius).to.equal('3px');
      expect(getComputedStyle(feedbackRoot()!).fontFamily).to.equal('Georgia, serif');
      trigger()!.click();
      await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
      const send = getComputedStyle(openDialog()!.querySelector('.btn-group button')!);
      expect(send.backgroundColor, 'the primary action').to.equal('rgb(10, 20, 30)');
      expect(send.color).to.equal('rgb(250, 240, 230)');
      expect(getComputedStyle(openDialog()!.querySelector('.dialog__content')!).borderTopLeftRadius, 'containers twice the radius').to.equal('6px');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !openDialog(), 'Escape did not close the form', { timeout: 5000 });
    } finally {
      for (const name of ['primary', 'primary-contrast', 'background', 'text']) html.style.removeProperty(`--nl-color-${name}`);
      html.style.removeProperty('--nl-font-family');
      html.style.removeProperty('--nl-radius');
    }
  });

  it('below 750 px the icon only, still named `Report a Bug`; at 360 px the form fits without horizontal scrolling; axe', async () => {
    try {
      await setViewport({ width: 1000, height: 700 });
      const label = () => getComputedStyle(trigger()!.querySelector('span')!).display;
      expect(label(), 'the text at 1000 px').to.not.equal('none');
      await setViewport({ width: 749, height: 700 });
      expect(label(), 'icon only at 749 px').to.equal('none');
      await setViewport({ width: 360, height: 640 });
      expect(label()).to.equal('none');
      const button = trigger()!;
      expect(button.getAttribute('aria-label')).to.equal('Report a Bug');
      const box = button.getBoundingClientRect();
      expect(box.width >= 40 && box.height >= 40, `a 44 px target (at least 24, WCAG 2.2), got ${box.width} × ${box.height}`).to.equal(true);
      expect(box.right <= 360 && box.left >= 0).to.equal(true);
      await expect(feedbackRoot()!).to.be.accessible();
      button.click();
      await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
      const content = openDialog()!.querySelector('.dialog__content')!.getBoundingClientRect();
      expect(content.left >= 0 && content.right <= 360, `the form within 360 px: ${content.left}–${content.right}`).to.equal(true);
      for (const field of openDialog()!.querySelectorAll('input, textarea, button')) {
        const r = field.getBoundingClientRect();
        expect(r.right <= 360, field.outerHTML.slice(0, 60)).to.equal(true);
      }
      expect(document.documentElement.scrollWidth, 'no horizontal scrolling').to.be.at.most(360);
      // Sentry fades the form in: axe reads colours once that transition is over.
      await Promise.all(feedbackShadow()!.getAnimations().map((animation) => animation.finished));
      await expect(feedbackRoot()!).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !openDialog(), 'Escape did not close the form', { timeout: 5000 });
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('placement: bottom-right (default) keeps room at the end of the page; bottom-left; inline in the flow where the element is', async () => {
    const root = feedbackRoot()!;
    expect(root.dataset.placement).to.equal('bottom-right');
    expect(root.getBoundingClientRect().height, 'room for the button at the end of the page').to.be.at.least(trigger()!.getBoundingClientRect().height);
    expect(trigger()!.getBoundingClientRect().right).to.be.closeTo(innerWidth - 16, 20);

    owner.setAttribute('placement', 'bottom-left');
    await owner.updateComplete;
    await waitUntil(() => feedbackRoot()?.dataset.placement === 'bottom-left', 'not rebuilt');
    expect(trigger()!.getBoundingClientRect().left).to.be.closeTo(16, 1);
    trigger()!.click();
    await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
    expect(openDialog()!.querySelector('.dialog__content')!.getBoundingClientRect().left, 'the form bottom left too').to.be.below(innerWidth / 2);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(), 'Escape did not close the form', { timeout: 5000 });

    owner.setAttribute('placement', 'inline');
    await owner.updateComplete;
    await waitUntil(() => feedbackRoot()?.dataset.placement === 'inline', 'not rebuilt');
    expect(owner.nextElementSibling === feedbackRoot(), 'right after the element').to.equal(true);
    expect(getComputedStyle(trigger()!).position).to.equal('static');
    expect(document.querySelectorAll(`#${FEEDBACK_ID}`).length, 'one widget').to.equal(1);
    await expect(feedbackRoot()!).to.be.accessible();

    const errors = await errorsDuring(async () => {
      owner.setAttribute('placement', 'middle');
      await owner.updateComplete;
    });
    expect(errors).to.deep.equal(['nl-monitoring: attribute "placement" must be one of "bottom-right", "bottom-left", "inline", got "middle"']);
    await waitUntil(() => feedbackRoot()?.dataset.placement === 'bottom-right', 'not back to the default');
    owner.removeAttribute('placement');
    await owner.updateComplete;
  });

  it('follows the page language (en) and the messages attribute', async () => {
    owner.setAttribute('lang', 'en');
    await owner.updateComplete;
    // The widget is built again in the task after the render (monitoring.tsx: a task of its own).
    await waitUntil(() => feedbackRoot()?.lang === 'en', 'the widget was not built again in English');
    trigger()!.click();
    await waitUntil(() => openDialog(), 'the form did not open', { timeout: 5000 });
    const dialog = openDialog()!;
    expect(trigger()!.textContent).to.equal('Report a Bug');
    expect(dialog.querySelector('.dialog__title')!.textContent).to.equal('Report a Bug');
    expect([...dialog.querySelectorAll('.form__label__text')].map((l) => l.textContent)).to.deep.equal(['Name', 'Email', 'Description(required)']);
    expect([...dialog.querySelectorAll('.btn-group button')].map((b) => b.textContent)).to.deep.equal(['Send', 'Cancel']);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(), 'Escape did not close the form', { timeout: 5000 });

    owner.setAttribute('messages', '{"triggerLabel": "Fout gezien?", "submitButtonLabel": "Melding versturen"}');
    owner.setAttribute('lang', 'nl');
    await owner.updateComplete;
    await waitUntil(() => trigger()?.textContent === 'Fout gezien?', 'the messages attribute’s label did not come');
    expect(document.querySelectorAll(`#${FEEDBACK_ID}`).length, 'one widget').to.equal(1);
    owner.removeAttribute('messages');
    await owner.updateComplete;
    await waitUntil(() => trigger()?.textContent === 'Report a Bug', 'the label did not go back');
    expect(document.querySelectorAll(`#${FEEDBACK_ID}`).length, 'one widget').to.equal(1);
  });

  it('a second nl-monitoring warns once and does nothing; moving either keeps the one client and button', async () => {
    const client = Sentry.getClient();
    const root = feedbackRoot();
    const warn = sinon.stub(console, 'warn');
    try {
      const second = fixtureSync<NlElement>(html`<div><nl-monitoring dsn=${dsn(9)} environments=${TEST_HOSTS}></nl-monitoring><div id="elders"></div></div>`);
      const el = second.querySelector<NlElement>('nl-monitoring')!;
      await settle(second);
      second.querySelector('#elders')!.append(el);
      await el.updateComplete;
      expect(warn.args.map((a) => a.join(' '))).to.deep.equal(['nl-monitoring: Sentry is already initialised on this page; this element does nothing']);
    } finally {
      warn.restore();
    }
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(owner);
    await owner.updateComplete;
    home.append(owner);
    elsewhere.remove();
    await owner.updateComplete;
    expect(Sentry.getClient() === client, 'the same client').to.equal(true);
    expect(Sentry.getClient()!.getOptions().dsn).to.equal(dsn(1));
    expect(feedbackRoot() === root, 'the same feedback widget').to.equal(true);
    expect(document.querySelectorAll(`#${FEEDBACK_ID}`).length).to.equal(1);
  });

  it('offline: queues at most 30 envelopes in IndexedDB and sends them when the browser is online again', async function () {
    this.timeout(30_000);
    const queued = async () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('sentry-offline');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('queue')) return resolve(0);
          const count = db.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      });
    await fetch('/fake/sentry/mode?project=1&mode=down');
    try {
      await withRandom(0, () => {
        for (let i = 1; i <= 35; i++) Sentry.captureException(new Error(`nl-monitoring test: offline ${i}`));
      });
      await waitUntil(async () => (await queued()) === 30, 'the queue did not fill up', { timeout: 10_000 });
      await pause(200);
      expect(await queued(), 'at most 30').to.equal(30);
    } finally {
      await fetch('/fake/sentry/mode?project=1&mode=200');
    }
    window.dispatchEvent(new Event('online'));
    await arrived(1, isEvent('nl-monitoring test: offline 1"'), 'a queued error after going online', 15_000);
    await waitUntil(async () => (await queued()) < 30, 'the queue did not shrink', { timeout: 10_000 });
  });

  it('removing the element takes the feedback button away (the client stays for the page)', async () => {
    owner.remove();
    await pause(0);
    await waitUntil(() => !feedbackRoot(), 'the widget stayed', { timeout: 5000 });
    expect(Sentry.getClient(), 'Sentry stays').to.not.equal(undefined);
  });
});

describe('nl-monitoring on other pages (iframes)', function () {
  // Each loads the element's code afresh in its own page: slower on a busy machine.
  this.timeout(20_000);
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('development by default (localhost): initialised but off, sends nothing, no feedback button', async () => {
    const { win, frame } = await framePage({ dsn: dsn(2) });
    const FrameSentry = await sentryOf(win);
    const options = FrameSentry.getClient()!.getOptions();
    expect(options).to.include({ environment: 'development', enabled: false, sampleRate: 0.25, dsn: dsn(2) });
    expect(options.integrations).to.deep.equal([]);
    expect((options.transportOptions as Record<string, unknown>).maxQueueSize).to.equal(30);
    expect(feedbackRoot(frame.contentDocument!)).to.equal(null);
    expect(win.__logged).to.deep.equal([]);
    FrameSentry.captureException(new Error('nl-monitoring test: in development'));
    FrameSentry.captureMessage('nl-monitoring test: a message in development');
    await FrameSentry.flush(1000);
    await pause(200);
    expect(await received(2)).to.deep.equal([]);
  });

  it('malformed environments: one console error, and the defaults apply', async () => {
    const { win } = await framePage({ dsn: dsn(3), environments: '{"test": [localhost' });
    expect(win.__logged.length).to.equal(1);
    expect(win.__logged[0]).to.match(/^error: nl-monitoring: attribute "environments" is not valid JSON \(.+\)$/);
    const FrameSentry = await sentryOf(win);
    expect(FrameSentry.getClient()!.getOptions()).to.include({ environment: 'development', enabled: false });
  });

  it('a real Sentry DSN (https) posts to its host’s envelope endpoint', async () => {
    const real = 'https://public@o1.ingest.sentry.io/5';
    const { win, frame } = await framePage({ dsn: real, environments: TEST_HOSTS, release: 'site@5', lang: 'en' });
    frame.contentDocument!.dispatchEvent(new Event('visibilitychange'));
    const session = await arrived(5, (item) => item.header.type === 'session', 'the session');
    expect(session.payload.attrs).to.include({ environment: 'test', release: 'site@5' });
    const entry = (await received(5))[0]!;
    expect(entry.path).to.equal('/api/5/envelope/');
    expect(entry.query).to.include({ sentry_key: 'public' });
    expect(win.__logged).to.deep.equal([]);
    // The page's language: English texts from the start.
    const button = feedbackShadow(frame.contentDocument!)!.querySelector('.widget__actor')!;
    expect(button.textContent).to.equal('Report a Bug');
    expect(feedbackRoot(frame.contentDocument!)!.lang).to.equal('en');
  });

  it('profiling (issue 22): a plain page without `profiling` never constructs the profiler, logs nothing, and still reports errors', async () => {
    await clearBrowserConsole();
    // Sampled in (Math.random 0.1 in the frame), a page served without Document-Policy, as a host's.
    const { win } = await framePage({ dsn: dsn(7), environments: TEST_HOSTS, release: 'site@7', tunnel: '/fake/sentry/tunnel', random: '0.1' });
    win.setTimeout(() => {
      throw new Error('nl-monitoring test: thrown on a plain page');
    });
    const error = await arrived(7, (item) => item.header.type === 'event' && JSON.stringify(item.payload.exception ?? '').includes('thrown on a plain page'), 'the error');
    expect(error.payload.environment).to.equal('test');
    expect((await received(7)).every((entry) => entry.path === '/fake/sentry/tunnel'), 'through the tunnel').to.equal(true);
    expect(win.__profilers, 'Profiler constructed').to.equal(0);
    expect(win.__logged).to.deep.equal([]);
    const ours = (await browserConsoleProblems()).filter((entry) => !entry.text.includes('thrown on a plain page'));
    expect(ours, 'the browser’s console').to.deep.equal([]);
  });

  it('adds the page’s listeners as they are, not wrapped (issue 38); an error thrown in one is still sent', async () => {
    const { win } = await framePage({ dsn: dsn(4), environments: TEST_HOSTS, release: 'site@4', tunnel: '/fake/sentry/tunnel', random: '0.1' });
    // Sentry's default BrowserApiErrors wraps every listener any script of the page adds in a function
    // of its own (each addEventListener about 6× slower) and marks the listener with __sentry_wrapped__; a timer's callback
    // is still wrapped, as by default. Read in the frame's own realm.
    const wrapped = (win as unknown as { eval(code: string): Record<string, boolean> }).eval(`(() => {
      const onClick = () => {}, onTimer = () => {}, onWindow = () => {};
      document.body.addEventListener('click', onClick);
      window.addEventListener('resize', onWindow);
      clearTimeout(setTimeout(onTimer, 60000));
      return { element: '__sentry_wrapped__' in onClick, window: '__sentry_wrapped__' in onWindow, timer: '__sentry_wrapped__' in onTimer };
    })()`);
    expect(wrapped).to.deep.equal({ element: false, window: false, timer: true });
    const button = win.document.createElement('button');
    win.document.body.append(button);
    (win as unknown as { eval(code: string): void }).eval(`document.querySelector('body > button').addEventListener('click', () => {
      throw new Error('nl-monitoring test: thrown in a listener');
    })`);
    button.click();
    const error = await arrived(4, isEvent('thrown in a listener'), 'the error');
    expect(error.payload.environment).to.equal('test');
    expect(error.payload.exception.values[0]).to.include({ type: 'Error', value: 'nl-monitoring test: thrown in a listener' });
  });

  it('profiling (issue 22): with `profiling` on a page served with Document-Policy: js-profiling, the profiler runs', async () => {
    await clearBrowserConsole();
    const { win } = await framePage({ dsn: dsn(8), environments: TEST_HOSTS, tunnel: '/fake/sentry/tunnel', random: '0.1', profiling: '', policy: '1' });
    const FrameSentry = await sentryOf(win);
    expect(FrameSentry.getClient()!.getOptions()).to.include({ profileLifecycle: 'manual', profileSessionSampleRate: 0.25 });
    if (typeof (win as Window & { Profiler?: unknown }).Profiler === 'function') {
      await waitUntil(() => win.__profilers > 0, 'the profiler was not constructed', { timeout: 5000 });
      expect((await browserConsoleProblems()).filter((entry) => /policy/i.test(entry.text))).to.deep.equal([]);
    } else {
      // Firefox and WebKit have no JS Self-Profiling API: the rest of monitoring works, nothing is logged.
      FrameSentry.captureException(new Error('nl-monitoring test: profiling without the API'));
      await arrived(8, (item) => item.header.type === 'event', 'the error, sent without a profiler');
      expect(win.__logged).to.deep.equal([]);
      expect((await browserConsoleProblems()).filter((entry) => !entry.text.includes('nl-monitoring test'))).to.deep.equal([]);
    }
  });

  it('profiling (issue 22): without `profiling` the profiler is never constructed, even where the header allows it', async () => {
    const { win } = await framePage({ dsn: dsn(9), environments: TEST_HOSTS, tunnel: '/fake/sentry/tunnel', random: '0.1', policy: '1' });
    const FrameSentry = await sentryOf(win);
    expect(FrameSentry.getClient()!.getOptions()).to.not.have.property('profileLifecycle');
    FrameSentry.captureException(new Error('nl-monitoring test: header, no profiling'));
    await FrameSentry.flush(3000);
    expect(win.__profilers).to.equal(0);
  });

  it('tunnel: envelopes go to the tunnel URL (same origin), with the DSN in their header', async () => {
    const real = 'https://public@o1.ingest.sentry.io/6';
    // A release, because Sentry keeps no sessions without one.
    const { win, frame } = await framePage({ dsn: real, environments: TEST_HOSTS, release: 'site@6', tunnel: '/fake/sentry/tunnel' });
    frame.contentDocument!.dispatchEvent(new Event('visibilitychange'));
    await arrived(6, (item) => item.header.type === 'session', 'the session');
    const entries = await received(6);
    expect(entries.every((entry) => entry.path === '/fake/sentry/tunnel'), 'all through the tunnel').to.equal(true);
    expect(entries[0]!.envelope.header.dsn).to.equal(real);
    const FrameSentry = await sentryOf(win);
    expect(FrameSentry.getClient()!.getOptions().tunnel).to.equal(new URL('/fake/sentry/tunnel', location.href).href);
  });
});
