/**
 * What nl-monitoring hands to Sentry.init, as a pure function of the element's attributes and the
 * page's host name (buildOptions), so it can be tested without initialising Sentry, which has one
 * client per page.
 *
 * Environment (README.md here: development, test, acceptance, production) by host name:
 * - `environments` (JSON: environment → host names) is asked first, then DEFAULT_ENVIRONMENTS, and a
 *   host neither knows is `production` (a live site must never go unmonitored by accident).
 * - A host name is matched whole and without its port, case-insensitively; `*` stands for any run
 *   of characters, dots included: `*.example.nl` is every subdomain of example.nl (not example.nl
 *   itself), `test.*` every host that starts with `test.`. The first match wins, in the order written.
 * - `development` is off (`enabled: false`: nothing is sent) and carries nothing else: no default
 *   integrations (no instrumented console, fetch or timers while developing), no profiler, no
 *   feedback button (it could not send). Sentry is still initialised, so its options show what
 *   the page would do.
 *
 * Sampling (docs/CONTRACT.md, Shared constants: error sample rate 0.25): `sampleRate` 0.25 (one error in four is sent).
 * Profiling of at most 30 s, only with the `profiling` attribute (issue 22): the browser profiler
 * (JS Self-Profiling API) in Sentry's `manual` lifecycle, started for one page view in four
 * (`profileSessionSampleRate` 0.25) and stopped by the element after 30 s (PROFILE_MS), or earlier
 * when the page is hidden; Sentry's profiler buffer holds 30 s at most anyway
 * (MAX_PROFILE_DURATION_MS). Constructing the API's `Profiler` on a document served without
 * `Document-Policy: js-profiling` makes Chromium log `Document policy violation: js-profiling is not
 * allowed in this document.` in the host's console, so without the attribute nothing about
 * profiling is configured: no integration, no lifecycle, no sample rate. No tracing: browserTracingIntegration would
 * cost ~22 KB gzip more (the element would weigh ~76 KB against its 64 KB budget), and the `manual`
 * lifecycle does not need it. See README.md.
 */
import {
  browserApiErrorsIntegration,
  browserProfilingIntegration,
  feedbackIntegration,
  makeBrowserOfflineTransport,
  makeFetchTransport,
  type BrowserOptions,
} from '@sentry/browser';
import { attr, type Attr } from '../../core/attributes.ts';
import { describe, type Shape } from '../../core/shape.ts';
import type { MonitoringKey } from './messages.ts';
import { DENY_URLS, ignoreErrors } from './noise.ts';

export const ENVIRONMENTS = ['development', 'test', 'acceptance', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export type Environments = Partial<Record<Environment, string[]>>;

/** Local machines are development; `test.`/`acc.` hosts are test/acceptance (DTAP naming); the rest production. */
export const DEFAULT_ENVIRONMENTS: Readonly<Required<Environments>> = {
  development: ['localhost', '127.0.0.1', '[::1]', '*.localhost', '*.local'],
  test: ['test.*', 'tst.*'],
  acceptance: ['acc.*', 'acceptatie.*', 'acceptance.*', 'staging.*'],
  production: [],
};

/** docs/CONTRACT.md, Shared constants: error sample rate 0.25. */
export const SAMPLE_RATE = 0.25;
/** Page views whose first 30 s are profiled. */
export const PROFILE_SESSION_SAMPLE_RATE = 0.25;
/** How long a page view is profiled at most. */
export const PROFILE_MS = 30_000;
/** Envelopes kept in IndexedDB while the visitor is offline (Sentry's default too, set outright). */
export const MAX_QUEUE_SIZE = 30;
/** The element of the feedback widget (a <div> at the end of <body> with Sentry's shadow root). */
export const FEEDBACK_ID = 'nl-monitoring-feedback';

// The DSN as @sentry/core parses it (utils/dsn.ts), plus what its validateDsn checks: http(s) and a
// numeric project id. We check before Sentry does, so a bad value gives our one console.error
// instead of Sentry's `Invalid Sentry Dsn` and a client that sends nowhere.
const DSN = /^(https?):\/\/(\w+)(?::\w*)?@(\[[:.%\w]+\]|[\w.-]+)(?::(\d+))?\/(?:.+\/)?(\d+)$/;

/** The `dsn` attribute: required, a Sentry DSN. */
export function dsnAttr(): Attr<string> {
  return attr.string({
    required: true,
    check: (value, raw) => (DSN.test(value) ? undefined : `must be a Sentry DSN like "https://<key>@<host>/<project id>", got ${JSON.stringify(raw)}`),
  });
}

// Written out in both cases (no `i` flag), so that the same source is the JSON Schema's pattern.
const HOST_SOURCE = '^(?:\\[[0-9a-fA-F:.]+\\]|[a-zA-Z0-9*](?:[a-zA-Z0-9*.-]*[a-zA-Z0-9*])?)$';
const HOST = new RegExp(HOST_SOURCE);
const HOST_EXAMPLE = 'host names like "www.example.nl" or "*.example.nl"';

/** The shape of `environments`: `{"test": ["test.example.nl"], "production": ["www.example.nl", "*.example.nl"]}`. */
export const environmentsShape: Shape<Environments> = {
  expected: `an object of environment → ${HOST_EXAMPLE}`,
  check(value, path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${path || 'the value'} must be an object, got ${describe(value)}`;
    for (const [key, hosts] of Object.entries(value)) {
      if (!(ENVIRONMENTS as readonly string[]).includes(key)) {
        return `${path}.${key} is not an environment (use ${ENVIRONMENTS.map((e) => `"${e}"`).join(', ')})`;
      }
      if (!Array.isArray(hosts)) return `${path}.${key} must be a list of ${HOST_EXAMPLE}, got ${describe(hosts)}`;
      for (let i = 0; i < hosts.length; i++) {
        const host: unknown = hosts[i];
        if (typeof host !== 'string' || !HOST.test(host)) return `${path}.${key}[${i}] must be a host name like "www.example.nl" or "*.example.nl", got ${describe(host)}`;
      }
    }
    return null;
  },
  schema: () => ({
    type: 'object',
    properties: Object.fromEntries(
      ENVIRONMENTS.map((environment) => [environment, { type: 'array', items: { type: 'string', pattern: HOST_SOURCE }, description: `Host names of the ${environment} environment.` }]),
    ),
    additionalProperties: false,
  }),
};

function matches(pattern: string, hostname: string): boolean {
  const source = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${source}$`).test(hostname);
}

/** The environment of `hostname`: the page's `environments` first, then the defaults, else production. */
export function environmentFor(hostname: string, environments: Environments = {}): Environment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const map of [environments, DEFAULT_ENVIRONMENTS]) {
    for (const [environment, hosts] of Object.entries(map) as [Environment, string[] | undefined][]) {
      if (hosts?.some((pattern) => matches(pattern, host))) return environment;
    }
  }
  return 'production';
}

/** The offline transport's options (makeBrowserOfflineTransport reads them from transportOptions). */
export interface OfflineTransportOptions {
  /** Envelopes kept while offline; newer ones are dropped once it is full. */
  maxQueueSize: number;
  /** Send what an earlier visit queued as soon as Sentry starts (not only after the next send). */
  flushAtStartup: boolean;
}

export interface MonitoringInput {
  dsn: string;
  environments?: Environments;
  release?: string;
  /** Where to send envelopes instead of the DSN's host (Sentry's `tunnel`), absolute. */
  tunnel?: string;
  /** The page's host name (location.hostname). */
  hostname: string;
  /** The feedback widget's texts, in the page's language. */
  texts: Record<MonitoringKey, string>;
  /** The `profiling` attribute: the host serves the page with `Document-Policy: js-profiling`. */
  profiling?: boolean;
}

export type MonitoringOptions = BrowserOptions & { transportOptions: Partial<OfflineTransportOptions> };

/** The feedback button (in the widget's shadow root), or null. */
export function feedbackTrigger(): HTMLButtonElement | null {
  return document.getElementById(FEEDBACK_ID)?.shadowRoot?.querySelector<HTMLButtonElement>('.widget__actor') ?? null;
}

/**
 * Sentry's form is a <dialog open> (not shown with show()/showModal(), so its autofocus does
 * nothing): when it opens, focus stays on the button, which it hides. Focus moves into the form, to
 * the description (the field Sentry means to focus, and the one that is required), and back to the
 * button when the form closes, as WAI-ARIA's dialog pattern asks.
 */
function focusForm(): void {
  document.getElementById(FEEDBACK_ID)?.shadowRoot?.querySelector<HTMLTextAreaElement>('dialog[open] textarea')?.focus();
}
function returnFocus(): void {
  feedbackTrigger()?.focus();
}

/** The feedback widget's options: texts plus our fixed choices (see README.md). */
export function feedbackOptions(texts: Record<MonitoringKey, string>): NonNullable<Parameters<typeof feedbackIntegration>[0]> {
  return {
    onFormOpen: focusForm,
    onFormClose: returnFocus,
    onFormSubmitted: returnFocus,
    id: FEEDBACK_ID,
    // The element puts the button in (and takes it out with the element), in the page's language.
    autoInject: false,
    showBranding: false,
    // A screenshot asks for screen capture and may show personal data; and it is a bigger bundle path.
    enableScreenshot: false,
    showName: true,
    showEmail: true,
    isNameRequired: false,
    isEmailRequired: false,
    // Our elements have no dark mode; neither does the widget then.
    colorScheme: 'light',
    ...texts,
  };
}

type Integration = Exclude<BrowserOptions['integrations'], ((...args: never[]) => unknown) | undefined>[number];

/** Without its query string (`?email=…`): what `dataCollection.urlQueryParams: false` does for Sentry's own URLs. */
export function withoutQuery(url: string): string {
  return url.replace(/\?[^#]*/, '');
}

/** Without its query string and its fragment (`#email=…`, `#expand=…`): an address as we send it. */
export function withoutQueryOrFragment(url: string): string {
  return withoutQuery(url).replace(/#.*$/s, '');
}

type SentryEvent = Parameters<NonNullable<Integration['processEvent']>>[0];

/** The page's own address (any query or fragment) in a stack frame of an inline script. */
function isThisPage(url: string): boolean {
  return withoutQueryOrFragment(url) === `${location.origin}${location.pathname}`;
}

/**
 * Every page address an event carries, without query and fragment (issue 16): Sentry's
 * `urlQueryParams: false` drops the query of the request URL but keeps its fragment, and a fragment
 * may hold what a form or a link put there (`#email=…`). The feedback form's `contexts.feedback.url`,
 * the referrer, navigation and request breadcrumbs (`from`, `to`, `url`) and the frames of inline
 * scripts (whose file name is the page's address) are cleaned too.
 */
export function scrubAddresses(event: SentryEvent): SentryEvent {
  const clean = (value: unknown) => (typeof value === 'string' ? withoutQueryOrFragment(value) : value);
  if (event.request) {
    if (typeof event.request.url === 'string') event.request.url = withoutQueryOrFragment(event.request.url);
    const headers = event.request.headers;
    if (headers && typeof headers.Referer === 'string') headers.Referer = withoutQueryOrFragment(headers.Referer);
  }
  const feedback = event.contexts?.feedback;
  if (feedback && typeof feedback.url === 'string') feedback.url = withoutQueryOrFragment(feedback.url);
  for (const crumb of event.breadcrumbs ?? []) {
    const data = crumb.data;
    if (!data) continue;
    for (const key of ['from', 'to', 'url']) if (key in data) data[key] = clean(data[key]);
  }
  for (const exception of event.exception?.values ?? []) {
    for (const frame of exception.stacktrace?.frames ?? []) {
      if (typeof frame.filename === 'string' && isThisPage(frame.filename)) frame.filename = withoutQueryOrFragment(frame.filename);
      if (typeof frame.abs_path === 'string' && isThisPage(frame.abs_path)) frame.abs_path = withoutQueryOrFragment(frame.abs_path);
    }
  }
  return event;
}

/**
 * Sentry's `dataCollection` does not filter everything: the feedback form reports the page's full
 * address (`contexts.feedback.url`, which `beforeSend` never sees: it gets errors only), and the
 * request URL keeps its fragment. scrubAddresses cleans every event, feedback included.
 */
export function privacyIntegration(): Integration {
  return {
    name: 'NlMonitoringPrivacy',
    processEvent: scrubAddresses,
  };
}

/**
 * Sentry's default BrowserApiErrors without its `eventTarget` part (issue 38). That part replaces
 * `addEventListener` of EventTarget and some 30 other prototypes, so every listener any script of
 * the page adds (the host's, React's) is wrapped in a function of Sentry's: each addEventListener about
 * 6× slower (280 listeners: 1.8 ms against 0.3 at full speed), and React adds some 280 to a shadow
 * root when a visitor first touches an element, in that tap.
 * An error thrown in a listener still reaches Sentry, through the window's `error` event
 * (GlobalHandlers), with its stack: our code is ES modules, fetched with CORS. Timers,
 * requestAnimationFrame and XMLHttpRequest stay wrapped, as by default.
 */
function apiErrors(): Integration {
  return browserApiErrorsIntegration({ eventTarget: false });
}

/** Sentry.init's options for a page on `hostname`. Pure: creates integration objects, touches nothing. */
export function buildOptions({ dsn, environments, release, tunnel, hostname, texts, profiling = false }: MonitoringInput): MonitoringOptions {
  const environment = environmentFor(hostname, environments);
  const enabled = environment !== 'development';
  const transportOptions: Partial<OfflineTransportOptions> = { maxQueueSize: MAX_QUEUE_SIZE, flushAtStartup: enabled };
  const options: MonitoringOptions = {
    dsn,
    environment,
    enabled,
    sampleRate: SAMPLE_RATE,
    ignoreErrors: ignoreErrors(hostname),
    denyUrls: [...DENY_URLS],
    // Envelopes that cannot be sent (offline) wait in IndexedDB, at most MAX_QUEUE_SIZE of them,
    // and go out when the browser is online again.
    transport: makeBrowserOfflineTransport(makeFetchTransport),
    transportOptions,
    // Privacy: no IP address (Sentry would infer it), no cookies, no request bodies, and no query
    // strings in URLs (they may hold an e-mail address, a postcode or a search).
    dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
    // Sentry may add the host to fetch's network errors in our report (see noise.ts) but must
    // leave the error itself alone: other code on the page may compare its message.
    enhanceFetchErrorMessages: 'report-only',
    ...(release ? { release } : {}),
    ...(tunnel ? { tunnel } : {}),
  };
  if (!enabled) {
    return { ...options, defaultIntegrations: false, integrations: [] };
  }
  if (!profiling) return { ...options, integrations: [privacyIntegration(), apiErrors(), feedbackIntegration(feedbackOptions(texts))] };
  return {
    ...options,
    profileLifecycle: 'manual',
    profileSessionSampleRate: PROFILE_SESSION_SAMPLE_RATE,
    integrations: [privacyIntegration(), apiErrors(), browserProfilingIntegration(), feedbackIntegration(feedbackOptions(texts))],
  };
}
