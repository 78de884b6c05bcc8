/**
 * nl-cookie-bar: asks for cookie consent and keeps it (src/core/consent.ts does the keeping).
 *
 * Shown while the visitor has no decision for one of `categories` under `revision`. Three choices
 * of equal weight (the Dutch regulator asks that refusing is as easy as accepting): accept all,
 * necessary only, and settings, a dialog (nl-modal) with a checkbox per category and its
 * description. The bar is a labelled region fixed at the bottom of the viewport: it takes no focus
 * on its own (it is not modal; the page stays usable), and while it is there the page's
 * scroll-padding keeps focused elements from scrolling under it (WCAG 2.4.11).
 * `consent.open()` (the cookie statement's button) opens the settings at any time.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { attr } from '../../core/attributes.ts';
import { CATEGORIES, consent, decidedFor, type Category } from '../../core/consent.ts';
import { cookiesAttr, logLeftOut } from '../../core/cookie-declarations.ts';
import { declareCookies } from '../../core/consent-withdraw.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { report } from '../../core/errors.ts';
import { deepActiveElement } from '../../core/focus.ts';
import { closestLang } from '../../core/i18n.ts';
import { listen } from '../../core/listen.ts';
import { s } from '../../core/shape.ts';
import { defineModal } from '../modal/register-modal.ts';
import styles from './cookie-bar.css?inline';
import { KEYS, messages, type CookieBarKey } from './messages.ts';
import { loadTemplate, templateUrl } from './template.ts';
import { whenIdle } from '../../core/idle.ts';

defineModal();

/** At most this long after the bar shows, its settings dialog is made, idle or not. */
const PREPARE_MS = 3000;

const attributes = {
  categories: attr.json(s.array(s.literal(...CATEGORIES)), { default: [...CATEGORIES] as Category[], typeText: 'Array<"necessary" | "preferences" | "statistics" | "marketing">', example: ['necessary', 'statistics'] }),
  'policy-url': attr.url({ resolve: true }),
  // http(s) only, like policy-url: a `javascript:` or other value is reported at once, not fetched.
  'template-url': attr.url(),
  revision: attr.number({ default: 1, min: 1, integer: true }),
  // Global Privacy Control denies statistics too, not only marketing.
  gpc: attr.boolean(),
  // The cookie statement's declarations (nl-cookie-table's schema): deleted when their category is withdrawn.
  cookies: cookiesAttr,
  'reload-on-withdraw': attr.boolean(),
};

export const spec: ElementSpec<typeof attributes, CookieBarKey> = { attributes, messages, styles };

type Props = ElementProps<typeof attributes, CookieBarKey>;
type Texts = Partial<Record<CookieBarKey, string>>;

/**
 * Focuses the page's main content (`<main>` or role=main, else its first h1): made focusable for the
 * moment (tabindex=-1, taken away on blur) and not scrolled to. False when the page has neither.
 */
function focusMain(doc: Document): boolean {
  const target = doc.querySelector<HTMLElement>('main, [role="main"]') ?? doc.querySelector<HTMLElement>('h1');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
  return doc.activeElement === target;
}

/** Texts from `template-url`: undefined while loading, {} without a template or after a failure. */
function useTemplate(host: HTMLElement, template: string, needed: boolean, lang: string): Texts | undefined {
  const url = template ? templateUrl(template, closestLang(host)) : '';
  const [loaded, setLoaded] = useState<{ url: string; texts: Texts }>();
  useEffect(() => {
    if (!url || !needed || loaded?.url === url) return;
    let live = true;
    loadTemplate(url, KEYS).then(
      (texts) => live && setLoaded({ url, texts }),
      (error: unknown) => {
        if (!live) return;
        report(error, undefined, host);
        setLoaded({ url, texts: {} });
      },
    );
    return () => {
      live = false;
    };
    // lang: a new page language means a new URL (closestLang is read in render)
  }, [url, needed, loaded?.url, lang, host]);
  if (!url) return {};
  return loaded?.url === url ? loaded.texts : undefined;
}

export function CookieBar({ attrs, host, t, lang, overrides }: Props) {
  const categories = attrs.categories.includes('necessary') ? attrs.categories : (['necessary', ...attrs.categories] as Category[]);
  const asked = CATEGORIES.filter((category) => categories.includes(category));
  const askedKey = asked.join(' ');

  // The page's consent asks what this bar asks (consent.get().decided, gated elements).
  useLayoutEffect(() => {
    consent.configure({ categories: askedKey.split(' ') as Category[], revision: attrs.revision, gpc: attrs.gpc });
  }, [askedKey, attrs.revision, attrs.gpc]);
  // Withdrawal deletes the declared cookies of a withdrawn category (src/core/consent-withdraw.ts).
  const { cookies } = attrs;
  const reload = attrs['reload-on-withdraw'];
  useEffect(() => {
    logLeftOut(host, cookies);
    return declareCookies(host, cookies, reload);
  }, [host, cookies, reload]);

  const decided = useSyncExternalStore(consent.onChange, () => decidedFor(askedKey.split(' ') as Category[], attrs.revision));

  const [settingsOpen, setSettingsOpen] = useState(false);
  // Once opened, the dialog stays rendered (closed), so that it can animate out and hand focus back.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const [choice, setChoice] = useState<Partial<Record<Category, boolean>>>({});
  const barVisible = !decided;
  const template = useTemplate(host, attrs['template-url'], barVisible || settingsOpen, lang);
  // The page's `messages` beat the template, which beats the built-in texts.
  const text = (key: CookieBarKey) => (!(key in overrides) && template?.[key]) || t(key);
  // Global Privacy Control: what the browser's signal denies, said in one sentence.
  const gpcDenied = consent.gpc();
  const gpcText = gpcDenied.length ? text(gpcDenied.includes('statistics') ? 'gpc.statistics' : 'gpc') : '';

  const openSettings = useCallback(() => {
    const state = consent.get();
    setChoice({ preferences: state.preferences, statistics: state.statistics, marketing: state.marketing });
    setSettingsOpen(true);
    setSettingsUsed(true);
  }, []);

  useEffect(() => {
    return consent.onOpen(() => {
      if (!host.isConnected) return false;
      openSettings();
      return true;
    });
  }, [host, openSettings]);

  // Where focus goes when the bar goes away with focus in it: back to where the visitor came from.
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      listen(host, {
        focusin: (event: FocusEvent) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !host.contains(from) && !host.shadowRoot!.contains(from)) returnTo.current = from;
        },
      }),
    [host],
  );
  // A choice made here in this page view (not one from another tab or element): only then may the
  // bar put focus somewhere when it goes.
  const choseHere = useRef(false);
  const restoreFocus = useCallback(() => {
    const chose = choseHere.current;
    choseHere.current = false;
    const active = deepActiveElement();
    const lost = !active || active === document.body || host.contains(active) || host.shadowRoot!.contains(active);
    if (!lost) return;
    const target = returnTo.current;
    if (target?.isConnected) target.focus({ preventScroll: true });
    // Chosen without Tab having brought focus into the bar (a screen reader's browse mode, a click):
    // the page's main content, rather than the body, where a screen reader starts again from the top.
    else if (chose && focusMain(host.ownerDocument)) return;
    else if (active && active !== document.body) (active as HTMLElement).blur();
  }, [host]);

  // dialog: the settings' own save, the one choice that may turn on what Global Privacy Control denies.
  const decide = (values: Partial<Record<Category, boolean>>, dialog = false) => {
    const full = Object.fromEntries(asked.filter((c) => c !== 'necessary').map((c) => [c, values[c] === true]));
    choseHere.current = true;
    setSettingsOpen(false);
    consent.set(full, { dialog });
  };
  const all = () => decide(Object.fromEntries(asked.map((c) => [c, true])));
  const necessaryOnly = () => decide({});

  const visible = barVisible && template !== undefined;
  // The settings dialog is made while the browser is idle once the bar shows, not in the tap that
  // opens it: a new nl-modal (its element, its first render, its styles) was most of that tap's
  // 300 ms at 4x CPU (issue 38). Closed until then; only the bar's visitors get it.
  useEffect(() => {
    if (!visible || settingsUsed) return;
    return whenIdle(() => setSettingsUsed(true), PREPARE_MS);
  }, [visible, settingsUsed]);
  useEffect(() => {
    if (!visible && !settingsOpen) restoreFocus();
  }, [visible, settingsOpen, restoreFocus]);

  // While the bar covers the bottom of the viewport, focused and scrolled-to elements stop above it.
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!visible || !bar.current) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const observer = new ResizeObserver(([entry]) => {
      const value = `${Math.round(entry!.borderBoxSize[0]!.blockSize)}px`;
      if (root.style.scrollPaddingBottom !== value) root.style.scrollPaddingBottom = value;
    });
    observer.observe(bar.current);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, [visible]);

  const modal = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = modal.current;
    if (!element) return;
    return listen(element, { 'nl-close': () => setSettingsOpen(false) });
  });

  const acceptAll = (
    <button type="button" className="button" part="button accept-all" onClick={all}>
      {text('acceptAll')}
    </button>
  );
  const refuse = (
    <button type="button" className="button" part="button necessary-only" onClick={necessaryOnly}>
      {text('necessaryOnly')}
    </button>
  );
  const titleId = useId();
  const policy = attrs['policy-url'];

  return (
    <>
      {visible && (
        <section className="bar" part="bar" aria-labelledby={titleId} ref={bar}>
          <div className="inner" part="inner">
            <div className="content">
              <h2 className="title" part="title" id={titleId}>
                {text('title')}
              </h2>
              <p className="text" part="text">
                {text('text')}
                {policy && (
                  <>
                    {' '}
                    <a href={policy} part="policy">
                      {text('policy')}
                    </a>
                  </>
                )}
              </p>
              {gpcText && (
                <p className="text gpc" part="gpc">
                  {gpcText}
                </p>
              )}
            </div>
            <div className="actions" part="actions">
              {acceptAll}
              {refuse}
              <button type="button" className="button secondary" part="button settings" aria-haspopup="dialog" onClick={openSettings}>
                {text('settings')}
              </button>
            </div>
          </div>
        </section>
      )}
      {settingsUsed && template !== undefined && (
        <nl-modal ref={modal} heading={text('settingsTitle')} open={settingsOpen} exportparts="dialog, panel, body">
          <form
            className="settings"
            part="settings"
            onSubmit={(event) => {
              event.preventDefault();
              decide(choice, true);
            }}
          >
            <p className="intro">{text('settingsIntro')}</p>
            {gpcText && <p className="intro gpc">{gpcText}</p>}
            <ul className="categories" role="list">
              {asked.map((category) => {
                const id = `${titleId}-${category}`;
                const necessary = category === 'necessary';
                const first = category === asked.find((c) => c !== 'necessary');
                return (
                  <li key={category} className="category" part="category">
                    <input
                      type="checkbox"
                      id={id}
                      name={category}
                      checked={necessary || choice[category] === true}
                      disabled={necessary}
                      // nl-modal focuses [autofocus] content when it opens: the first choice, not the close button.
                      ref={first ? (input) => input?.setAttribute('autofocus', '') : undefined}
                      aria-describedby={`${id}-description`}
                      onChange={(event) => setChoice((previous) => ({ ...previous, [category]: event.target.checked }))}
                    />
                    <label htmlFor={id}>
                      {text(`category.${category}`)}
                      {necessary && <span className="always"> ({text('alwaysOn')})</span>}
                    </label>
                    <p className="description" id={`${id}-description`}>
                      {text(`category.${category}.description`)}
                    </p>
                  </li>
                );
              })}
            </ul>
            <div className="actions">
              <button type="submit" className="button" part="button save">
                {text('save')}
              </button>
              {acceptAll}
              {refuse}
            </div>
          </form>
        </nl-modal>
      )}
    </>
  );
}
