/**
 * nl-monitoring: error monitoring with @sentry/browser, and Sentry's feedback widget. The element
 * shows nothing itself (display: none); what it does is page-wide.
 *
 * - Once per page: Sentry has one global client, so the first nl-monitoring with a valid `dsn`
 *   calls Sentry.init (options.ts buildOptions: environment by host, sample rate 0.25, noise
 *   filters, offline queue of 30, profiler, feedback). Any other nl-monitoring on the page, and
 *   any nl-monitoring on a page where a script of the site already set Sentry up, logs
 *   `nl-monitoring: Sentry is already initialised on this page; this element does nothing` (a
 *   console.warn) and does nothing. The attributes are read when Sentry is initialised; later
 *   changes of `dsn`, `environments`, `release` or `tunnel` cannot change a running client.
 * - A missing or invalid `dsn` logs one console.error (the attribute layer) and initialises
 *   nothing; setting a valid one later initialises then. Malformed `environments` logs one
 *   console.error and the defaults apply.
 * - The feedback button (`Report a Bug`) belongs to the element that initialised Sentry: it is
 *   added with it, follows its language and `messages` (the widget is rebuilt when they change),
 *   stays when the element moves, and goes when the element is removed. Not in development.
 * - Profiling, only with the `profiling` attribute (the host serves the page with
 *   `Document-Policy: js-profiling`; without the header Chromium logs a policy violation in the
 *   host's console as the profiler starts, issue 22): in a page view Sentry sampled for profiling
 *   (1 in 4), the profiler runs from init for 30 s, or until the page is hidden, whichever comes
 *   first. Without the attribute the profiler is never constructed.
 */
import { getClient, init, uiProfiler } from '@sentry/browser';
import { useEffect } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { singleton } from '../../core/global.ts';
import { trustSuccessIcon, withAdoptedStyles } from './csp.ts';
import { MESSAGE_KEYS, messages, type MonitoringKey } from './messages.ts';
import styles from './monitoring.css?inline';
import { buildOptions, dsnAttr, environmentsShape, FEEDBACK_ID, PROFILE_MS, type Environments, type MonitoringOptions } from './options.ts';
import { problem } from '../../core/problems.ts';

const TAG = 'nl-monitoring';
export const ALREADY_INITIALISED = `${TAG}: Sentry is already initialised on this page; this element does nothing`;
/** Below nl-cookie-bar (900), so the button never covers the bar's choices; above page content. */
export const FEEDBACK_Z_INDEX = '850';

const attributes = {
  dsn: dsnAttr(),
  environments: attr.json(environmentsShape, { default: {} as Environments, typeText: 'Record<"development" | "test" | "acceptance" | "production", string[]>', example: { test: ['test.example.nl'], production: ['www.example.nl', '*.example.nl'] } }),
  release: attr.string(),
  tunnel: attr.url({ resolve: true }),
  profiling: attr.boolean(),
};

export const spec: ElementSpec<typeof attributes, MonitoringKey> = { attributes, messages, styles };

interface PageState {
  /** The element that initialised Sentry on this page (null: none yet). */
  owner: Element | null;
  /** The options it passed to Sentry.init. */
  options: MonitoringOptions | null;
}

// Page-wide, shared by every copy of the library: one Sentry client per page.
const page = singleton<PageState>('monitoring', () => ({ owner: null, options: null }));
const warned = new WeakSet<Element>();

/** Initialises Sentry for `host` unless that happened already; true when `host` owns the client. */
function ensureInitialised(host: Element, options: () => MonitoringOptions): boolean {
  if (page.owner === host) return true;
  if (page.owner || getClient()) {
    if (!warned.has(host)) {
      warned.add(host);
      problem('warn', ALREADY_INITIALISED, { element: host });
    }
    return false;
  }
  const built = options();
  page.owner = host;
  page.options = built;
  init(built);
  if (built.enabled && built.profileLifecycle === 'manual') profileFirstSeconds();
  return true;
}

/** Runs the profiler for PROFILE_MS, or until the page is hidden (a no-op in a page view not sampled). */
function profileFirstSeconds(): void {
  uiProfiler.startProfiler();
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', hidden);
    uiProfiler.stopProfiler();
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') stop();
  };
  const timer = setTimeout(stop, PROFILE_MS);
  document.addEventListener('visibilitychange', hidden);
}

interface FeedbackApi {
  createWidget(overrides?: Record<string, unknown>): unknown;
  remove(): void;
}

/** Puts the feedback button in the page with `texts`; returns its removal. */
function showFeedback(host: NlElement, texts: Record<MonitoringKey, string>, lang: string): () => void {
  const feedback = getClient()?.getIntegrationByName('Feedback') as FeedbackApi | undefined;
  if (!feedback) return () => {};
  // Strict CSP (csp.ts): its <style>s become adopted stylesheets, its success icon passes Trusted Types.
  withAdoptedStyles(() => feedback.createWidget({ ...texts, onSubmitSuccess: trustSuccessIcon }));
  const root = document.getElementById(FEEDBACK_ID);
  if (!root) return () => feedback.remove();
  root.lang = lang;
  // Sentry's :host defaults (z-index 100000, bottom right) from our element's custom properties.
  const style = getComputedStyle(host);
  root.style.setProperty('--z-index', style.getPropertyValue('--nl-monitoring-z-index').trim() || FEEDBACK_Z_INDEX);
  const inset = style.getPropertyValue('--nl-monitoring-inset').trim();
  if (inset) root.style.setProperty('--actor-inset', inset);
  // Escape closes the form, as in any dialog (Sentry's has no key handling): its Cancel button.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const cancel = root.shadowRoot?.querySelector<HTMLButtonElement>('dialog[open] .btn-group button[type="button"]');
    if (!cancel) return;
    event.preventDefault();
    cancel.click();
  };
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('keydown', onKey);
    feedback.remove();
    // remove() looks for the host as the shadow root's parentElement, which a shadow root never
    // has (it has a host): without this the host stays, and the next widget would be a second one.
    root.remove();
  };
}

export function Monitoring({ attrs, problems, host, t, lang }: ElementProps<typeof attributes, MonitoringKey>) {
  const usable = !problems.dsn && attrs.dsn !== '';
  const texts = Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(key)])) as Record<MonitoringKey, string>;
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    if (!usable) return;
    const current = JSON.parse(textsKey) as Record<MonitoringKey, string>;
    const owner = ensureInitialised(host, () =>
      buildOptions({
        dsn: attrs.dsn,
        environments: attrs.environments,
        release: attrs.release,
        tunnel: attrs.tunnel,
        hostname: location.hostname,
        texts: current,
        profiling: attrs.profiling,
      }),
    );
    if (!owner || !page.options?.enabled) return;
    return showFeedback(host, current, lang);
  }, [usable, host, lang, textsKey, attrs.dsn, attrs.environments, attrs.release, attrs.tunnel, attrs.profiling]);

  // Nothing to see; the slot keeps whatever an editor put inside (hidden with the element).
  return <slot />;
}
