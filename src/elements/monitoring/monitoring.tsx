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
 * - Where the button is (`placement`): bottom-right (default) or bottom-left, fixed, with room kept
 *   at the end of the page so it never covers the last content; or inline, in the flow right after
 *   the element. Below 750 px the icon only, named `Report a Bug`. Colours, font and corners from the
 *   theme tokens (themeFromTokens).
 * - The feedback button (`Report a Bug`) belongs to the element that initialised Sentry: it is
 *   added with it, follows its language and `messages` (the widget is rebuilt when they change),
 *   stays when the element moves, and goes when the element is removed. Not in development.
 * - Profiling, only with the `profiling` attribute (the host serves the page with
 *   `Document-Policy: js-profiling`; without the header Chromium logs a policy violation in the
 *   host's console as the profiler starts, issue 22): in a page view Sentry sampled for profiling
 *   (1 in 4), the profiler runs from init for 30 s, or until the page is hidden, whichever comes
 *   first. Without the attribute the profiler is never constructed.
 * - Loading by need (issue 15): the loader loads this tag when the browser is idle, and keeps the
 *   page's errors and unhandled rejections until then (src/core/early.ts); the element that
 *   initialises Sentry reports them right after init (sampling and filters apply as to any error).
 */
import { captureException, getClient, init, uiProfiler } from '@sentry/browser';
import { useEffect } from 'react';
import { attr } from '../../core/attributes.ts';
import { completeAfter, type ElementProps, type ElementSpec, type NlElement } from '../../core/define.tsx';
import { singleton } from '../../core/global.ts';
import { sheet } from '../../core/styles.ts';
import { trustSuccessIcon, withAdoptedStyles } from './csp.ts';
import { MESSAGE_KEYS, messages, type MonitoringKey } from './messages.ts';
import styles from './monitoring.css?inline';
// Our rules for Sentry's widget, adopted into its shadow root after Sentry's own (see widget.css).
import widgetCss from './widget.css?inline';
import { buildOptions, dsnAttr, environmentsShape, FEEDBACK_ID, PROFILE_MS, type Environments, type MonitoringOptions } from './options.ts';
import { problem } from '../../core/problems.ts';
import { takeEarly } from '../../core/early.ts';

const TAG = 'nl-monitoring';
export const ALREADY_INITIALISED = `${TAG}: Sentry is already initialised on this page; this element does nothing`;
/** Below nl-cookie-bar (900), so the button never covers the bar's choices; above page content. */
export const FEEDBACK_Z_INDEX = '850';

export const PLACEMENTS = ['bottom-right', 'bottom-left', 'inline'] as const;
export type Placement = (typeof PLACEMENTS)[number];
/** Below this width the button is its icon only (its accessible name stays `Report a Bug`): widget.css's
 * `@media (max-width: 749.98px)`, keep the two in step. */
export const COMPACT_BELOW = 750;

const attributes = {
  dsn: dsnAttr(),
  placement: attr.enum(PLACEMENTS, 'bottom-right'),
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
  /** Resolves once Sentry.init has run (absent in the state a copy of the library before 2026-11-30 made). */
  initialised?: Promise<void>;
}

// Page-wide, shared by every copy of the library: one Sentry client per page.
const page = singleton<PageState>('monitoring', () => ({ owner: null, options: null }));
const warned = new WeakSet<Element>();

/** A task of its own (a timer, as the widget's steps below). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Initialises Sentry for `host` unless that happened already; resolves true when `host` owns the
 * client, once Sentry.init has run. In two tasks of its own after the render (issue 38): the check
 * and the options (Sentry's scopes, made on their first use, and the integrations), then
 * Sentry.init. Inside the render's effects the whole made the element's render part a task of
 * 39-46 ms at 1x CPU on the site's pages (measured around the render). The element's
 * updateComplete waits for it (completeAfter). `wanted`: the effect that asked has not been
 * cleaned up meanwhile.
 */
async function initialise(host: Element, options: () => MonitoringOptions, wanted: () => boolean): Promise<boolean> {
  await nextTask();
  // Cleaned up meanwhile: the element removed, or its attributes changed (the next effect asks again).
  if (!wanted()) return false;
  if (page.owner === host) {
    await page.initialised;
    return true;
  }
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
  page.initialised = nextTask().then(() => {
    init(built);
    // Errors and unhandled rejections from before this code arrived, kept by the loader (loading
    // by need, src/core/early.ts), as Sentry's own global handlers would have reported them.
    for (const [event] of takeEarly(TAG)) {
      const rejection = event.type === 'unhandledrejection';
      // A resource that failed to load (an <img>, heard in the capture phase) is no script error.
      if (!rejection && !(event instanceof ErrorEvent)) continue;
      const error = rejection ? (event as PromiseRejectionEvent).reason : ((event as ErrorEvent).error ?? (event as ErrorEvent).message);
      captureException(error, { mechanism: { type: rejection ? 'onunhandledrejection' : 'onerror', handled: false } });
    }
    if (built.enabled && built.profileLifecycle === 'manual') profileFirstSeconds();
  });
  await page.initialised;
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

/**
 * Sentry's theme variables from the library's tokens (docs/theming.md): set on the widget's host
 * element, where they win over Sentry's own `:host` values. `var(--nl-…)` follows a token set on the
 * page later; the fallback is the token as resolved at the element (tokens set on an ancestor of
 * nl-monitoring, or the defaults), since the widget's host sits at the end of <body>.
 */
function themeFromTokens(host: Element): Record<string, string> {
  const style = getComputedStyle(host);
  const resolved = (name: string, fallback: string) => style.getPropertyValue(`--_nl-${name}`).trim() || fallback;
  const token = (name: string, fallback: string) => `var(--nl-${name}, ${resolved(name, fallback)})`;
  const primary = token('color-primary', '#0b57d0');
  return {
    '--accent-background': primary,
    '--accent-foreground': token('color-primary-contrast', '#fff'),
    '--background': token('color-background', '#fff'),
    '--foreground': token('color-text', '#1b1f24'),
    '--success-color': token('color-success', '#1a7f37'),
    '--error-color': token('color-danger', '#c5221f'),
    '--font-family': `var(--nl-font-family, ${style.fontFamily || 'inherit'})`,
    '--actor-border-radius': token('radius', '0.25em'),
    '--dialog-border-radius': `calc(2 * ${token('radius', '0.25em')})`,
    '--outline': resolved('focus-ring', `3px solid ${primary}`),
  };
}

/**
 * What the widget takes from the page's styles: the theme (themeFromTokens) and Sentry's :host
 * defaults (z-index 100000, bottom right) from our element's custom properties. Read in a task of
 * its own, before the widget is made: the read makes the browser bring the page's styles up to
 * date first (16-26 ms at 1x CPU on the site's home page), and together with the widget's making it
 * was a task of about 75 ms (issue 38).
 */
function widgetLook(host: Element): Record<string, string> {
  const look = themeFromTokens(host);
  const style = getComputedStyle(host);
  look['--z-index'] = style.getPropertyValue('--nl-monitoring-z-index').trim() || FEEDBACK_Z_INDEX;
  const inset = style.getPropertyValue('--nl-monitoring-inset').trim();
  if (inset) look['--actor-inset'] = inset;
  sheet(widgetCss); // made now, adopted with the widget
  return look;
}

/** Puts the feedback button in the page with `texts` and `look` (widgetLook); returns its removal. */
function showFeedback(host: NlElement, texts: Record<MonitoringKey, string>, lang: string, placement: Placement, look: Record<string, string>): () => void {
  const feedback = getClient()?.getIntegrationByName('Feedback') as FeedbackApi | undefined;
  if (!feedback) return () => {};
  // Strict CSP (csp.ts): its <style>s become adopted stylesheets, its success icon passes Trusted Types.
  withAdoptedStyles(() => feedback.createWidget({ ...texts, onSubmitSuccess: trustSuccessIcon }));
  const root = document.getElementById(FEEDBACK_ID);
  if (!root) return () => feedback.remove();
  root.lang = lang;
  root.dataset.placement = placement;
  const shadow = root.shadowRoot;
  if (shadow) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet(widgetCss)];
  for (const [name, value] of Object.entries(look)) root.style.setProperty(name, value);
  // `--inset` places the button and the form (Sentry's --actor-inset and --dialog-inset follow it).
  if (placement === 'bottom-left') root.style.setProperty('--inset', 'auto auto 0 0');
  // In the flow where the element is (the element itself is display: none).
  if (placement === 'inline') host.after(root);
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
    let gone = false;
    let remove: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const options = () =>
      buildOptions({
        dsn: attrs.dsn,
        environments: attrs.environments,
        release: attrs.release,
        tunnel: attrs.tunnel,
        hostname: location.hostname,
        texts: current,
        profiling: attrs.profiling,
      });
    const owning = initialise(host, options, () => !gone);
    completeAfter(host, owning);
    owning.then((owner) => {
      if (gone || !owner || !page.options?.enabled) return;
      // The feedback button in two tasks of its own after Sentry's set-up (the page's styles read,
      // then the widget made): all together they were one task of about 130 ms on a 4× slower
      // phone, long enough to hold up a tap while the page loads.
      timer = setTimeout(() => {
        const look = widgetLook(host);
        timer = setTimeout(() => {
          remove = showFeedback(host, current, lang, attrs.placement, look);
        });
      });
    }, reportError); // as an error in an effect is reported (React's default)
    return () => {
      gone = true;
      clearTimeout(timer);
      remove?.();
    };
  }, [usable, host, lang, textsKey, attrs.placement, attrs.dsn, attrs.environments, attrs.release, attrs.tunnel, attrs.profiling]);

  // Nothing to see; the slot keeps whatever an editor put inside (hidden with the element).
  return <slot />;
}
