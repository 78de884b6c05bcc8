import { useRef, useState, type FormEvent } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import styles from './search.css?inline';
import { messages, type SearchKey } from './messages.ts';

/** The event fired before navigating; cancelable, so a site can search in place instead. */
export interface SearchDetail {
  /** The trimmed text the user searched for. */
  query: string;
  /** Where the element goes: `{action}?q={encoded query}`. */
  url: string;
}

/**
 * Navigation goes through this object so that a page (or a test) can replace it; a listener that
 * calls preventDefault() on `nl-search` is the public way to stop it.
 */
export const searchNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

const attributes = {
  // Required, and http(s) only: a `javascript:` action would run script on Enter. Kept as written
  // (relative stays relative): the contract's URL is `{action}?q=…`.
  action: attr.url({ required: true }),
  placeholder: attr.string(),
  label: attr.string(),
  'show-label': attr.boolean(),
  name: attr.string({ default: 'q' }),
  value: attr.string(),
};

export const spec: ElementSpec<typeof attributes, SearchKey> = {
  attributes,
  messages,
  styles,
  methods: {
    /** Focuses the search input (the host itself when it shows its fallback). */
    focus(this: NlElement, options?: FocusOptions) {
      const input = this.shadowRoot?.querySelector('input');
      if (input) input.focus(options);
      else HTMLElement.prototype.focus.call(this, options);
    },
  },
};

/**
 * `{action}?{name}={query}`, or `&{name}=…` when the action has a query string already; a
 * fragment in the action stays at the end. Both name and query are encoded with
 * encodeURIComponent (a space is %20, `&` is %26, `/` is %2F, `é` is %C3%A9).
 */
export function searchUrl(action: string, name: string, query: string): string {
  const hashAt = action.indexOf('#');
  const path = hashAt === -1 ? action : action.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : action.slice(hashAt);
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&';
  return `${path}${separator}${encodeURIComponent(name)}=${encodeURIComponent(query)}${hash}`;
}

/** On the results page itself (same origin and path as the action), the query it was opened with. */
export function currentQuery(action: string, name: string): string {
  try {
    const target = new URL(action, document.baseURI);
    const here = new URL(window.location.href);
    if (target.origin === here.origin && target.pathname === here.pathname) return here.searchParams.get(name) ?? '';
  } catch {
    // an action that does not parse is reported by the schema
  }
  return '';
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" part="icon">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Search({ attrs, problems, host, t }: ElementProps<typeof attributes, SearchKey>) {
  // Without a (valid) action there is nowhere to go: show the editor's own content instead.
  if (problems.action) return <slot />;
  return <SearchForm attrs={attrs} host={host} t={t} />;
}

function SearchForm({ attrs, host, t }: Pick<ElementProps<typeof attributes, SearchKey>, 'attrs' | 'host' | 't'>) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => attrs.value || currentQuery(attrs.action, attrs.name));
  // A new `value` attribute replaces the text (React's "adjust state on prop change" pattern).
  const [value, setValue] = useState(attrs.value);
  if (value !== attrs.value) {
    setValue(attrs.value);
    setText(attrs.value);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The form is real (Enter in the input and the button both submit it, as users expect), but
    // the browser's own GET submission would drop a query string already in `action` and encode a
    // space as "+"; we build the URL ourselves.
    event.preventDefault();
    const query = (input.current?.value ?? text).trim();
    if (!query) {
      input.current?.focus();
      return;
    }
    const url = searchUrl(attrs.action, attrs.name, query);
    if (emit<SearchDetail>(host, 'nl-search', { query, url }, { cancelable: true })) searchNavigation.go(url);
  }

  return (
    // Named by its label: a page may have several search landmarks (header and content).
    <form part="form" role="search" aria-labelledby="label" noValidate onSubmit={onSubmit}>
      <label part="label" id="label" htmlFor="input" className={attrs['show-label'] ? undefined : 'visually-hidden'}>
        {attrs.label || t('label')}
      </label>
      <input
        ref={input}
        part="input"
        id="input"
        type="search"
        name={attrs.name}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={attrs.placeholder || undefined}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
      />
      <button part="button" type="submit">
        <SearchIcon />
        <span part="button-text">{t('submit')}</span>
      </button>
    </form>
  );
}
