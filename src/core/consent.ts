/**
 * The visitor's cookie consent (`window.nl.consent`), shared by every copy of the library.
 *
 * Categories: `necessary` (always on), `preferences`, `statistics`, `marketing`. The decision lives
 * in the cookie `nl_consent` as JSON `{necessary, preferences, statistics, marketing, revision}`
 * (written by js-cookie, so its quotes and commas are percent-encoded as cookie values require).
 * A category is decided when the cookie holds a boolean for it under the current revision; a
 * missing, malformed or older-revision cookie is no decision, never an exception.
 *
 * Google Consent Mode v2: the defaults (everything denied but security) are sent the moment this
 * module first runs, which is when the loader runs, before any tag of ours can load a tag manager;
 * a stored decision follows at once as an update, so a returning visitor's tags see it before
 * they fire.
 */
import Cookies from 'js-cookie';
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
  set(choice: ConsentChoice): ConsentState;
  /** Called with the new state whenever it changes (here, in another tab, or by a new revision). */
  onChange(fn: (state: ConsentState) => void): () => void;
  /** Opens the cookie bar's settings (a cookie bar is added to the page if it has none). */
  open(): void;
  /** Resolves once the category is allowed (at once when it already is). */
  whenAllowed(category: Category, signal?: AbortSignal): Promise<void>;
  /** For nl-cookie-bar: the categories it asks about and its revision. */
  configure(options: { categories?: readonly Category[]; revision?: number }): void;
  /**
   * For nl-cookie-bar: fn handles open() and returns whether it did. An open() made while no bar
   * was there (it then adds one) is handed to fn at once. Returns the unsubscribe function.
   */
  onOpen(fn: () => boolean): () => void;
}

type Stored = Partial<Record<Category, boolean>> & { revision: number };
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

/** The cookie as stored: only well-formed parts count (a non-boolean category is undecided). */
function read(): Stored | null {
  let raw: string | undefined;
  try {
    raw = Cookies.get(COOKIE);
  } catch {
    return null; // a cookie that is not even percent-decodable
  }
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const stored: Stored = { revision: 1 };
  // A cookie written before revisions were numbered counts as revision 1, the first.
  if (typeof record.revision === 'number' && Number.isInteger(record.revision) && record.revision >= 1) stored.revision = record.revision;
  for (const category of CATEGORIES) {
    if (typeof record[category] === 'boolean') stored[category] = record[category];
  }
  return stored;
}

/** Whether the cookie holds a decision for each of `categories` under `revision` (nl-cookie-bar's own question). */
export function decidedFor(categories: readonly Category[], revision: number): boolean {
  const stored = read();
  return Boolean(stored && stored.revision >= revision && decides(stored, categories));
}

/** The stored decisions cover every one of `categories` (necessary needs none). */
function decides(stored: Stored, categories: readonly Category[]): boolean {
  return categories.every((category) => category === 'necessary' || typeof stored[category] === 'boolean');
}

function createConsent(): Consent {
  let asked: readonly Category[] = CATEGORIES;
  let revision = 1;
  const listeners = new Set<(state: ConsentState) => void>();
  const openers: (() => boolean)[] = [];
  let openWaiting = false;

  function current(): Stored {
    const stored = read();
    // An older revision's decisions no longer count.
    return stored && stored.revision >= revision ? stored : { revision };
  }

  function stateOf(stored: Stored): ConsentState {
    return {
      necessary: true,
      preferences: stored.preferences === true,
      statistics: stored.statistics === true,
      marketing: stored.marketing === true,
      revision: stored.revision,
      decided: decides(stored, asked),
    };
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

  let last = JSON.stringify(stateOf(current()));
  function changed(): void {
    const state = stateOf(current());
    const key = JSON.stringify(state);
    if (key === last) return;
    last = key;
    gtag('consent', 'update', mode(state));
    notify(state);
  }

  const consent: Consent = {
    get: () => stateOf(current()),

    allows(category) {
      if (category === 'necessary') return true;
      return isCategory(category) && current()[category] === true;
    },

    set(choice) {
      const stored = current();
      const next: Stored = { ...stored, revision: Math.max(stored.revision, revision) };
      if (choice === 'all' || choice === 'necessary') {
        for (const category of CATEGORIES) next[category] = choice === 'all' || category === 'necessary';
      } else if (choice && typeof choice === 'object' && !Array.isArray(choice)) {
        for (const [category, value] of Object.entries(choice)) {
          if (!isCategory(category) || typeof value !== 'boolean') {
            console.error(`nl consent: set() takes "all", "necessary" or {${CATEGORIES.join(', ')}: boolean}; ignored ${JSON.stringify(category)}: ${JSON.stringify(value)}`);
            continue;
          }
          next[category] = value;
        }
      } else {
        console.error(`nl consent: set() takes "all", "necessary" or {${CATEGORIES.join(', ')}: boolean}, got ${JSON.stringify(choice)}`);
        return stateOf(stored);
      }
      next.necessary = true;
      const ordered: Stored = { revision: next.revision };
      for (const category of CATEGORIES) if (typeof next[category] === 'boolean') ordered[category] = next[category];
      const { revision: rev, ...categories } = ordered;
      Cookies.set(COOKIE, JSON.stringify({ ...categories, revision: rev }), {
        expires: COOKIE_DAYS,
        path: '/',
        sameSite: 'Lax',
        secure: location.protocol === 'https:',
      });
      const state = stateOf(current());
      last = JSON.stringify(state);
      gtag('consent', 'update', mode(state));
      push(
        {
          event: 'consent_update',
          necessary: true,
          preferences: state.preferences,
          statistics: state.statistics,
          marketing: state.marketing,
        },
        'nl consent',
      );
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
      if (options.revision !== undefined) revision = options.revision;
      changed();
    },

    onOpen(fn) {
      openers.push(fn);
      if (openWaiting && fn()) openWaiting = false;
      return () => {
        const index = openers.indexOf(fn);
        if (index >= 0) openers.splice(index, 1);
      };
    },
  };

  // Consent Mode v2 defaults before anything else; then the stored decision, if any.
  gtag('consent', 'default', { ...mode(stateOf({ revision })), wait_for_update: 500 });
  const initial = stateOf(current());
  if (initial.preferences || initial.statistics || initial.marketing) gtag('consent', 'update', mode(initial));
  // A choice made in another tab applies here when the visitor comes back to this one.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') changed();
  });
  return consent;
}

export const consent: Consent = singleton('consent', createConsent);
