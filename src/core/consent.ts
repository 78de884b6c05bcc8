/**
 * The visitor's cookie consent (`window.nl.consent`), shared by every copy of the library.
 *
 * Categories: `necessary` (always on), `preferences`, `statistics`, `marketing`. The decision lives
 * in the cookie `nl_consent` as JSON `{necessary, preferences, statistics, marketing, revision}`
 * (written as js-cookie writes, src/core/cookies.ts: quotes and commas percent-encoded as cookie values require).
 * A category is decided when the cookie holds a boolean for it under the current revision; a
 * missing, malformed or older-revision cookie is no decision, never an exception.
 *
 * Issue 16, the same on every path (get, allows, whenAllowed, the gates, Consent Mode):
 * - The current revision is the highest `revision` of the page's `<nl-cookie-bar>`s, read from the
 *   document itself (the loader runs once it is parsed; a bar or attribute that comes later is
 *   applied at once), so no chunk order lets an older decision through. While the document is still
 *   being parsed there is no decision.
 * - Every visible nl_consent counts (an older one at a deeper path or on a parent domain is listed
 *   first by the browser): the most restrictive wins, with one console error; set() deletes them
 *   all (src/core/cookies.ts) before writing.
 * - Global Privacy Control denies marketing (and statistics with the bar's `gpc`): only the
 *   settings dialog (`set(choice, {dialog: true})`) turns them on; the cookie then says `gpc: true`,
 *   and one written without it no longer decides what the signal covers.
 *
 * Where the browser keeps no cookie (issue 29: a frame sandboxed without allow-same-origin throws on
 * `document.cookie`; in a frame on another site the cookie is a third-party one, which browsers drop
 * without a word where third-party cookies are blocked), set() keeps the decision in memory for this
 * page view: the bar goes away, get() and the gates follow it and listeners hear it; the next page
 * view asks again, as nothing could be stored. Nothing is logged: neither the visitor nor the page's
 * developer did anything wrong.
 *
 * Google Consent Mode v2: the defaults (everything denied but security) are sent the moment this
 * module first runs, which is when the loader runs, before any tag of ours can load a tag manager;
 * a stored decision follows at once as an update, so a returning visitor's tags see it before
 * they fire.
 */
import { cookieValues, expireCookie, writeCookie } from './cookies.ts';
import { gtag, push } from './datalayer.ts';
import { singleton } from './global.ts';

export const CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type Category = (typeof CATEGORIES)[number];
export const COOKIE = 'nl_consent';
/** Days the decision is kept. The Dutch regulator (AP) and the EDPB ask for a renewed question within a year. */
export const COOKIE_DAYS = 365;

export interface ConsentState {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  revision: number;
  /** Every category the cookie bar asks about has a decision under the current revision. */
  decided: boolean;
}

/** `'all'`, `'necessary'` (everything else off), or some categories to change (the others keep their decision). */
export type ConsentChoice = 'all' | 'necessary' | Partial<Record<Category, boolean>>;

export interface Consent {
  get(): ConsentState;
  /** Whether the visitor allows a category now (necessary: always). */
  allows(category: Category): boolean;
  /**
   * `options.dialog`: the choice was made in nl-cookie-bar's settings dialog, the one place where
   * a category that Global Privacy Control denies can be turned on.
   */
  set(choice: ConsentChoice, options?: { dialog?: boolean }): ConsentState;
  /** Called with the new state whenever it changes (here, in another tab, or by a new revision). */
  onChange(fn: (state: ConsentState) => void): () => void;
  /** Opens the cookie bar's settings (a cookie bar is added to the page if it has none). */
  open(): void;
  /** Resolves once the category is allowed (at once when it already is). */
  whenAllowed(category: Category, signal?: AbortSignal): Promise<void>;
  /** For nl-cookie-bar: the categories it asks about, its revision and its `gpc` attribute. */
  configure(options: { categories?: readonly Category[]; revision?: number; gpc?: boolean }): void;
  /** For nl-cookie-bar: whether the stored decision covers `categories` under `revision`. */
  decidedFor(categories: readonly Category[], revision: number): boolean;
  /** The categories Global Privacy Control denies now: `marketing` (and `statistics` with the bar's `gpc`) when the browser sends the signal, else none. */
  gpc(): Category[];
  /**
   * For nl-cookie-bar: fn handles open() and returns whether it did. An open() made while no bar
   * was there (it then adds one) is handed to fn at once. Returns the unsubscribe function.
   */
  onOpen(fn: () => boolean): () => void;
}

type Stored = Partial<Record<Category, boolean>> & { revision: number; gpc?: boolean };
type ModeValue = 'granted' | 'denied';

const MODE_KEYS = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'statistics',
  functionality_storage: 'preferences',
  personalization_storage: 'preferences',
  security_storage: 'necessary',
} as const satisfies Record<string, Category>;

export function isCategory(value: unknown): value is Category {
  return (CATEGORIES as readonly unknown[]).includes(value);
}

/** One nl_consent value as stored: only well-formed parts count (a non-boolean category is undecided); null: no decision. */
function parse(raw: string): Stored | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  // A cookie written before revisions were numbered counts as revision 1, the first.
  const stored: Stored = { revision: Number.isInteger(record.revision) && (record.revision as number) >= 1 ? (record.revision as number) : 1, gpc: record.gpc === true };
  for (const category of CATEGORIES) {
    if (typeof record[category] === 'boolean') stored[category] = record[category];
  }
  return stored;
}

/** Whether `stored` holds a decision for each of `categories` (necessary needs none). */
function decides(stored: Stored, categories: readonly Category[]): boolean {
  return categories.every((category) => category === 'necessary' || typeof stored[category] === 'boolean');
}

/** Whether the cookie holds a decision for each of `categories` under `revision` (nl-cookie-bar's own question). */
export function decidedFor(categories: readonly Category[], revision: number): boolean {
  return consent.decidedFor(categories, revision);
}

const bad = (what: string) => console.error(`nl consent: set() takes "all", "necessary" or {${CATEGORIES.join(', ')}: boolean}${what}`);

/** A `revision` attribute as nl-cookie-bar reads it (attr.number, whole, at least 1); anything else is 1. */
function revisionOf(raw: string | null): number {
  const value = raw?.trim() ? Number(raw) : 1;
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

function createConsent(): Consent {
  let asked: readonly Category[] = CATEGORIES;
  let configured = { revision: 1, gpc: false };
  const listeners = new Set<(state: ConsentState) => void>();
  const openers: (() => boolean)[] = [];
  let openWaiting = false;
  let shadowLogged = false;
  // The decision set() could not store as a cookie (issue 29, see the header): it counts instead of
  // any cookie for the rest of this page view; '' while the cookie holds the decision.
  let unstored = '';
  // The page's cookie bars, as the markup has them (live): their revision and gpc count before
  // any bar's code has run, so no chunk order can let an older decision through.
  const bars = document.getElementsByTagName('nl-cookie-bar');

  function page(): { revision: number; gpc: boolean } {
    let { revision, gpc } = configured;
    for (const bar of bars) {
      revision = Math.max(revision, revisionOf(bar.getAttribute('revision')));
      gpc ||= bar.hasAttribute('gpc');
    }
    return { revision, gpc };
  }

  function gpcDenies(wide = page().gpc): Category[] {
    if ((navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl !== true) return [];
    return wide ? ['statistics', 'marketing'] : ['marketing'];
  }

  /**
   * The decision as this page sees it. While the document is still being parsed there is none:
   * the bar that says which revision counts may be further down. A cookie of an older revision
   * decides nothing; under Global Privacy Control, neither does one written without it, for the
   * categories the signal covers. Several visible cookies (an old one at a deeper path or on a
   * parent domain): the most restrictive counts, a category is allowed only when each allows it,
   * refused when one refuses, else undecided.
   */
  function current(revision = page().revision): Stored {
    const { gpc } = page();
    const values = document.readyState === 'loading' ? [] : unstored ? [unstored] : cookieValues(COOKIE);
    if (values.length > 1 && !shadowLogged) {
      shadowLogged = true;
      console.error(`nl consent: ${values.length} nl_consent cookies are visible (an older one at a deeper path or a parent domain); the most restrictive counts`);
    }
    const denied = gpcDenies(gpc);
    let merged: Stored | undefined;
    for (const value of values) {
      let stored = parse(value);
      if (!stored || stored.revision < revision) stored = { revision };
      if (!stored.gpc) for (const category of denied) stored[category] = undefined;
      if (merged) {
        merged.revision = Math.min(merged.revision, stored.revision);
        for (const category of CATEGORIES) merged[category] = merged[category] === false || stored[category] === false ? false : merged[category] && stored[category];
      }
      merged ??= stored;
    }
    return merged ?? { revision };
  }

  function stateOf(stored: Stored): ConsentState {
    const state = { revision: stored.revision, decided: decides(stored, asked) } as ConsentState;
    for (const category of CATEGORIES) (state as Record<Category, boolean>)[category] = category === 'necessary' || stored[category] === true;
    return state;
  }

  function mode(state: ConsentState): Record<string, ModeValue> {
    return Object.fromEntries(Object.entries(MODE_KEYS).map(([key, category]) => [key, state[category] ? 'granted' : 'denied']));
  }

  function notify(state: ConsentState): void {
    for (const fn of [...listeners]) {
      try {
        fn(state);
      } catch (error) {
        console.error('nl consent: an onChange listener threw', error);
      }
    }
  }

  // What Consent Mode and the listeners were last told: at first, the defaults (nothing decided).
  let last = JSON.stringify(stateOf({ revision: 1 }));
  let lastMode = JSON.stringify(mode(stateOf({ revision: 1 })));
  function announce(state: ConsentState, always?: boolean): void {
    const key = JSON.stringify(mode(state));
    if (always || key !== lastMode) gtag('consent', 'update', mode(state));
    lastMode = key;
  }
  function changed(): void {
    const state = stateOf(current());
    const key = JSON.stringify(state);
    if (key === last) return;
    last = key;
    announce(state);
    notify(state);
  }

  const consent: Consent = {
    get: () => stateOf(current()),

    allows(category) {
      if (category === 'necessary') return true;
      return isCategory(category) && current()[category] === true;
    },

    set(choice, options) {
      const stored = current();
      const next: Stored = { ...stored, revision: Math.max(stored.revision, page().revision) };
      if (choice === 'all' || choice === 'necessary') {
        for (const category of CATEGORIES) next[category] = choice === 'all' || category === 'necessary';
      } else if (choice && typeof choice === 'object' && !Array.isArray(choice)) {
        for (const [category, value] of Object.entries(choice)) {
          if (!isCategory(category) || typeof value !== 'boolean') {
            bad(`; ignored ${JSON.stringify(category)}: ${JSON.stringify(value)}`);
            continue;
          }
          next[category] = value;
        }
      } else {
        bad(`, got ${JSON.stringify(choice)}`);
        return stateOf(stored);
      }
      next.necessary = true;
      // Global Privacy Control: what it covers is turned on only in the settings dialog; any other
      // grant keeps what was granted there, else refuses.
      const denied = gpcDenies();
      if (!options?.dialog) for (const category of denied) next[category] &&= stored[category] === true;
      const ordered: Record<string, unknown> = {};
      for (const category of CATEGORIES) if (typeof next[category] === 'boolean') ordered[category] = next[category];
      ordered.revision = next.revision;
      if (denied.length) ordered.gpc = true;
      // This decision replaces every nl_consent the page can see (an older one at a deeper path or
      // on a parent domain would otherwise shadow it), then is written once, for the whole site.
      const value = JSON.stringify(ordered);
      expireCookie(COOKIE);
      writeCookie(COOKIE, value, COOKIE_DAYS);
      // Read back: where the browser kept no cookie (issue 29), the decision holds in memory.
      const visible = cookieValues(COOKIE);
      unstored = visible.includes(value) ? '' : value;
      if (!unstored && visible.length > 1) console.error('nl consent: an older nl_consent cookie could not be removed; the most restrictive counts');
      const state = stateOf(current());
      last = JSON.stringify(state);
      announce(state, true);
      const { revision: _revision, decided: _decided, ...categories } = state;
      push({ event: 'consent_update', ...categories }, 'nl consent');
      document.dispatchEvent(new CustomEvent('nl-consent', { detail: state, bubbles: true, composed: true }));
      notify(state);
      return state;
    },

    onChange(fn) {
      if (typeof fn !== 'function') {
        console.error('nl consent: onChange(fn) needs a function');
        return () => {};
      }
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },

    open() {
      // The newest cookie bar that is still on the page takes it (one just removed may not have
      // unregistered yet: React runs effect clean-ups a task later).
      for (const opener of [...openers].reverse()) if (opener()) return;
      openWaiting = true;
      // No cookie bar on this page (or its code has not run yet): add one, which opens its settings.
      if (!document.querySelector('nl-cookie-bar')) document.body.append(document.createElement('nl-cookie-bar'));
    },

    whenAllowed(category, signal) {
      return new Promise((resolve, reject) => {
        if (consent.allows(category)) {
          resolve();
          return;
        }
        const off = consent.onChange(() => {
          if (!consent.allows(category)) return;
          off();
          resolve();
        });
        signal?.addEventListener(
          'abort',
          () => {
            off();
            reject(signal.reason);
          },
          { once: true },
        );
      });
    },

    configure(options) {
      if (options.categories) asked = options.categories.includes('necessary') ? options.categories : ['necessary', ...options.categories];
      configured = { revision: options.revision ?? configured.revision, gpc: options.gpc ?? configured.gpc };
      changed();
    },

    decidedFor: (categories, revision) => decides(current(revision), categories),

    gpc: () => gpcDenies(),

    onOpen(fn) {
      openers.push(fn);
      if (openWaiting && fn()) openWaiting = false;
      return () => {
        const index = openers.indexOf(fn);
        if (index >= 0) openers.splice(index, 1);
      };
    },
  };

  // Consent Mode v2 defaults before anything else; then the stored decision, if any, once the
  // document is parsed (a module script runs then; an async one may run earlier, and the bar
  // whose revision counts may be further down).
  gtag('consent', 'default', { ...mode(stateOf({ revision: 1 })), wait_for_update: 500 });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', changed, { once: true });
  else changed();
  // A bar that comes later, or a new revision or gpc attribute on one, applies at once.
  let bar = '';
  new MutationObserver(() => {
    const key = JSON.stringify(page());
    if (key === bar) return;
    bar = key;
    changed();
  }).observe(document, { childList: true, subtree: true, attributeFilter: ['revision', 'gpc'] });
  // A choice made in another tab applies here when the visitor comes back to this one.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') changed();
  });
  return consent;
}

export const consent: Consent = singleton('consent', createConsent);
