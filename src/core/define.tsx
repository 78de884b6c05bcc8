/**
 * defineElement(tag, Component, spec): the one way a tag is made.
 *
 * @r2wc/core gives us the custom element class; it mounts, updates and unmounts React through a
 * renderer, ours (renderer.tsx): one React root for the page, each element a portal into its shadow
 * root (issue 15). We close what r2wc leaves open:
 * - Attributes: r2wc's `json` prop type calls JSON.parse unguarded, it skips empty values (a bare
 *   `<x open>` is ignored) and ignores removal (the old value stays), and its typed props throw or
 *   go wrong on bad input. So r2wc gets no attribute props at all: every attribute goes through our
 *   schema (attributes.ts) on each change, the parsed values go to React as props, and each problem
 *   is logged once as `nl-tag: attribute "x" …`, with the attribute's default in its place.
 * - Moving: r2wc unmounts React in disconnectedCallback, so moving an element in the DOM (which
 *   disconnects and reconnects it in one task) would lose its state. We unmount a microtask later,
 *   and only if the element has not come back.
 * - Defining: a tag is defined once; a second define (a second copy of the library on the page)
 *   returns the first definition and throws nothing.
 * - Failure: a render error is caught per element (error boundary), logged with the tag name, and
 *   the element shows its light-DOM content instead; other elements carry on.
 * - Unknown attributes: one console.warn per element and attribute, naming the nearest known one
 *   (`nl-map: unknown attribute "confg"; did you mean "config"?`); global attributes never (issue 14).
 * - Every problem goes through problem() (problems.ts) with its element, for preview mode.
 * - Form fields (spec.formState, issue 30.1): form-associated, so the browser keeps their state with
 *   the form and gives it back after Back (formStateRestoreCallback), however late, and in whatever
 *   order, the tags' code arrives (src/core/form-draft.ts).
 * Plus what every element shares: a shadow root with constructable stylesheets, `lang` resolution
 * and the `messages` attribute, `updateComplete` (resolves after React has committed).
 * No layout shift at the upgrade: the renderer commits in the microtask after `connectedCallback`,
 * so no frame is drawn between `:not(:defined)` ending (each tag's pre-upgrade.css) and the render;
 * an element whose first render the renderer holds for a later task keeps its pre-upgrade look
 * meanwhile (HOLD, `:state(nl-pending)`). The upgrade itself does little (the constructor parses the
 * attributes; styles and the loader's watch wait for the first render), since a tag's code upgrades
 * every element of the tag on the page in one task.
 */
import r2wc from '@r2wc/core';
import { Component as ReactComponent, createContext, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { attr, propName, type Attr, type Problems, type Schema, type Values } from './attributes.ts';
import { clipMessage, report } from './errors.ts';
import { isGlobalAttribute } from './global-attributes.ts';
import { problem } from './problems.ts';
import { closest } from './suggest.ts';
import { checkOverrides, closestLang, pickLang, translator, type Catalogues, type Lang, type Message, type Translate } from './i18n.ts';
import { s } from './shape.ts';
import { adoptWithBase } from './styles.ts';
import { AT_ONCE, forget, HOLD, holdWoken, portalRenderer, refresh, renderNow, sleep } from './renderer.tsx';
import { FORM_STATE, offerFormState } from './form-draft.ts';

const SYNC = Symbol('nl.sync');
const WAKE = Symbol('nl.wake');
const COMMITTED = Symbol('nl.committed');
const VALUE = Symbol('nl.value');
const PROPS = Symbol('nl.props');

export interface ElementProps<S extends Schema, K extends string = never> {
  /** Every attribute of the schema, parsed; the default where it is absent or invalid. */
  attrs: Values<S>;
  /** The problem with each invalid or missing-required attribute (already logged). */
  problems: Problems<S>;
  host: NlElement;
  t: Translate<K>;
  lang: Lang;
  /** The texts the page overrides with the `messages` attribute (valid keys only); `t` already applies them. */
  overrides: Readonly<Partial<Record<K, Message>>>;
}

export interface ElementSpec<S extends Schema, K extends string> {
  attributes: S;
  messages?: Catalogues<K>;
  /** CSS for the shadow root (import it with `?inline`). */
  styles?: string;
  /** Public methods on the element (`focus()`, `show()`, …). */
  methods?: Record<string, (this: NlElement, ...args: never[]) => unknown>;
  /**
   * Issue 30.1: a form field whose own state the browser keeps with the form (Back, history): the
   * element is form-associated, holds its state (src/core/form-draft.ts `useDraftField`) with
   * `setFormValue(null, state)` (null: it adds nothing to the form's data, its light-DOM controls
   * submit) and gets it back in `formStateRestoreCallback`, which Chromium calls even when the tag's
   * code arrives long after the page was parsed (measured, test/form-restore.test.ts). Each such
   * element keeps the state of every one in its form (issue 37: Firefox files it by the element's
   * position among the form's controls when its code runs, which another field's code can move).
   */
  formState?: boolean;
  /**
   * The shadow root assigns its slots by hand (`slotAssignment: 'manual'`, `slot.assign()`): the
   * element decides which slot shows which child (nl-accordion: its items in groups, issue 38).
   * Where the browser cannot (no `HTMLSlotElement.prototype.assign`), the root is a normal one and
   * the component renders its default slot; it reads `host.shadowRoot.slotAssignment` to know.
   */
  manualSlots?: boolean;
  /**
   * false: the element's first render is never held for a later task (issue 38, src/core/renderer.tsx):
   * its pre-upgrade look does not survive a shadow root. nl-recruitment-loader keeps its place with a
   * float on its own `::before`, sized by container queries on itself, which WebKit does not apply to
   * the `::before` of an element that has a shadow root (136 px shorter at 1280 px, measured); it
   * renders in its define's task, as every element did before.
   */
  hold?: false;
}

/** The children a slot can be given (elements and text; not comments). */
export const slottable = (host: Element): (Element | Text)[] =>
  [...host.childNodes].filter((node): node is Element | Text => node.nodeType === Node.ELEMENT_NODE || node.nodeType === Node.TEXT_NODE);

/** Whether this browser assigns slots by hand (Chromium 86, Firefox 92, Safari 16.4). */
export const canAssignSlots = (): boolean => typeof HTMLSlotElement !== 'undefined' && 'assign' in HTMLSlotElement.prototype;

/** Per element: the work its effects started in later tasks that updateComplete waits for (completeAfter). */
const afterCommit = new WeakMap<Element, Promise<void>>();

/**
 * `updateComplete` also waits for `work`, which an effect of the element started (issue 38: set-up
 * that costs tens of milliseconds, nl-monitoring's Sentry.init, goes to a task of its own instead
 * of the render's, and `await el.updateComplete` still means "set up"). As Lit's
 * getUpdateComplete() override: it never rejects, whatever `work` does.
 */
export function completeAfter(host: Element, work: Promise<unknown>): void {
  const done = () => {
    if (afterCommit.get(host) === all) afterCommit.delete(host);
  };
  const all: Promise<void> = Promise.all([afterCommit.get(host), work]).then(done, done);
  afterCommit.set(host, all);
}

export interface NlElement extends HTMLElement {
  /** Resolves once React has rendered the latest attribute change and run its effects, and what they started in later tasks (completeAfter); at once when idle. */
  readonly updateComplete: Promise<void>;
}

interface HostProps<S extends Schema> {
  /** r2wc's prop for the shadow root; our renderer passes `host` instead. */
  container?: undefined;
  host: Internal;
  attrs: Values<S>;
  problems: Problems<S>;
  lang: Lang;
  overrides: Record<string, Message>;
}

/** What each element keeps (see `#s` in defineElement). */
interface State {
  raw: Map<string, string | null>;
  values: Record<string, unknown>;
  problems: Record<string, string>;
  overrides: Record<string, Message>;
  /** Problems logged, by attribute and value: each once. */
  logged: Set<string>;
  /** A render is due (updateComplete waits). */
  pending: boolean;
  waiters: (() => void)[];
  /** Upgraded asleep and not woken yet: no shadow root, no parsed attributes (see the constructor). */
  dormant: boolean;
  /** Its styles adopted and its root watched by the loader (#prepare). */
  prepared: boolean;
  /** Upgraded by the define (on the page before the code came), not made afterwards. */
  upgraded: boolean;
  /** Properties the page set before the upgrade (#takeEarlyProperties). */
  early: [string, unknown][];
  /** While held: the slot that shows the light DOM meanwhile. */
  held: HTMLSlotElement | null;
  /** Unknown attributes warned about. */
  warned: Set<string>;
}

type Internal = NlElement & { [SYNC](): void; [COMMITTED](attrs?: unknown): void; [PROPS]: HostProps<Schema> };

const HostContext = createContext<{ host: NlElement; tag: string; lang: Lang } | null>(null);

const contentReported = new WeakMap<Element, Set<string>>();

/**
 * Content that may come from an attribute or from a slotted child (`heading` or a `slot="heading"`
 * child): logs `tag: attribute "heading" is required (or a child with slot="heading")` once per
 * element when neither is there. The schema cannot say this, since it sees attributes only.
 */
export function useRequiredContent(attribute: string, value: string, slot = attribute): void {
  const { host, tag } = useHostContext();
  useEffect(() => {
    if (value || host.querySelector(`:scope > [slot="${slot}"]`)) return;
    const reported = contentReported.get(host) ?? new Set<string>();
    if (reported.has(attribute)) return;
    contentReported.set(host, reported.add(attribute));
    problem('error', `${tag}: attribute "${attribute}" is required (or a child with slot="${slot}")`, { element: host, kind: 'config' });
  }, [attribute, host, slot, tag, value]);
}

/** The element a component is rendered for (and its tag and language). */
export function useHostContext(): { host: NlElement; tag: string; lang: Lang } {
  const context = useContext(HostContext);
  if (!context) throw new Error('useHostContext() outside an element made by defineElement()');
  return context;
}

class Boundary extends ReactComponent<{ tag: string; host: Element; resetKey: unknown; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    report(error, this.props.tag, this.props.host);
  }
  override componentDidUpdate(previous: { resetKey: unknown }): void {
    // A new attribute value may fix what broke: try again.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  override render(): ReactNode {
    // The fallback is the editor's own light-DOM content.
    return this.state.failed ? <slot /> : this.props.children;
  }
}

/** Elements on the page, re-rendered when a `lang` attribute changes anywhere above them. */
const live = new Set<Internal>();
let langObserver: MutationObserver | undefined;
function watchLang(): void {
  if (langObserver) return;
  langObserver = new MutationObserver(() => live.forEach((element) => element[SYNC]()));
  langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

/** Global attributes a slip of the pen is likely to aim at (`clas` → `class`), after the tag's own. */
const SUGGESTED_GLOBALS = ['id', 'class', 'style', 'lang', 'dir', 'hidden', 'slot', 'title', 'tabindex', 'loading'];

// Any object: its keys and values are checked one by one (checkOverrides in i18n.ts, whose rules
// src/core/schemas.ts messagesSchema writes as JSON Schema), so one bad key costs only itself.
const messagesAttr = attr.json(s.record(s.any()), {
  default: {} as Record<string, unknown>,
  typeText: 'Record<string, string>',
});

/** The custom state of an element whose first render is held (HOLD): `nl-x:state(nl-pending)`. */
export const PENDING = 'nl-pending';
let statesSupported: boolean | undefined;
/** True while customElements.define upgrades the elements already on the page. */
let upgrading = false;
/** True while it upgrades them asleep: more than AT_ONCE of the tag (issue 38, see the constructor). */
let asleep = false;
/** Custom states that CSS can select (Chromium 125, Firefox 126, Safari 17.4). */
function statesInCss(): boolean {
  statesSupported ??= typeof CSS !== 'undefined' && CSS.supports(`selector(:state(${PENDING}))`) && 'states' in ElementInternals.prototype;
  return statesSupported;
}

export function defineElement<S extends Schema, K extends string = never>(
  tag: string,
  Component: ComponentType<ElementProps<S, K>>,
  spec: ElementSpec<S, K>,
): CustomElementConstructor | undefined {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const names = Object.keys(spec.attributes) as (keyof S & string)[];
  const schema = spec.attributes as Record<string, Attr<unknown>>;
  // The element's typed properties (defined on the class below): those a page may set before the upgrade.
  const PROPERTIES = names.map(propName).filter((prop) => !(prop in HTMLElement.prototype));
  const known = new Set<string>([...names, 'messages']);

  function Host(props: HostProps<S>): ReactNode {
    const host = props.host;
    const t = useMemo(() => translator(spec.messages, props.lang, props.overrides), [props.lang, props.overrides]);
    const context = useMemo(() => ({ host, tag, lang: props.lang }), [host, props.lang]);
    // After every effect of the component (React runs children's effects first): listeners are
    // attached, so `updateComplete` means rendered and wired. With the attributes this render had:
    // an earlier commit's effects can run after a newer change (issue 37: Firefox ran the effects of
    // nl-modal's closing after show() had been called in its nl-close listener, and `await
    // updateComplete` after show() came back with the dialog still closed).
    const attrs = props.attrs;
    useEffect(() => host[COMMITTED](attrs));
    return (
      <>
        <HostContext.Provider value={context}>
          <Boundary tag={tag} host={host} resetKey={props.attrs}>
            <Component attrs={props.attrs} problems={props.problems} host={host} t={t as Translate<K>} lang={props.lang} overrides={props.overrides as Partial<Record<K, Message>>} />
          </Boundary>
        </HostContext.Provider>
      </>
    );
  }

  // r2wc makes the class (with an open shadow root) and calls the renderer on connect and disconnect;
  // it gets no props to watch: attributes are ours (above). Its declared return type is only
  // CustomElementConstructor: the two callbacks its class defines are named here.
  const renderer = portalRenderer<HostProps<S>>((root) => (root.host as Element)[PROPS]);
  const Base = r2wc<HostProps<S>, ShadowRoot>(Host, { shadow: 'open', props: [] }, renderer) as new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

  // Not a private method: r2wc calls attachShadow in its constructor, before the class's own members exist.
  const attach = (host: HTMLElement, init: ShadowRootInit): ShadowRoot =>
    HTMLElement.prototype.attachShadow.call(host, spec.manualSlots && canAssignSlots() ? { ...init, slotAssignment: 'manual' } : init);

  class Element extends Base implements Internal {
    static formAssociated = Boolean(spec.formState);

    static get observedAttributes(): string[] {
      return [...names, 'messages', 'lang'];
    }

    #internals: ElementInternals | undefined;
    /**
     * The element's state, in one object: an element is upgraded with every other of its tag in one
     * task, and each class field costs there (measured: 25 fields on an upgraded element cost 2.5x
     * what 12 do in Chromium, some 10 µs an element; issue 38).
     */
    #s: State = {
      raw: new Map(),
      values: Object.fromEntries(names.map((name) => [name, schema[name]!.default])),
      problems: {},
      overrides: {},
      logged: new Set(),
      pending: true,
      waiters: [],
      dormant: false,
      prepared: false,
      upgraded: false,
      early: [],
      held: null,
      warned: new Set(),
    };

    [PROPS]!: HostProps<S>;

    /**
     * r2wc attaches the shadow root in its constructor; a spec with manualSlots makes it a manual one.
     * An element upgraded asleep gets none there (r2wc's container is null), but when it wakes.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return asleep ? (null as unknown as ShadowRoot) : attach(this, init);
    }

    constructor() {
      super();
      // Every element has its internals: its custom state nl-pending (HOLD), and a form field's state.
      this.#internals = this.attachInternals();
      this.#s.upgraded = upgrading;
      this.#takeEarlyProperties();
      // Issue 38: a tag's code defined with 2000 of its elements on the page upgrades them all in one
      // task, so each does as little as it can there. Most (more than AT_ONCE) are upgraded asleep:
      // no shadow root, no attribute parsed, their pre-upgrade look kept by the custom state
      // nl-pending (which needs nothing else: the light DOM shows as before). The renderer wakes
      // them ([WAKE]) in view first, then in parts; reading `shadowRoot`, a property or calling a
      // method wakes one at once. The others parse their attributes now; the rest waits for the
      // first render (#prepare).
      this.#s.dormant = asleep;
      if (asleep) this.#internals.states.add(PENDING);
      else this.#parseAll();
    }

    #parseAll(): void {
      for (const name of [...names, 'messages']) this.#parse(name, this.getAttribute(name));
    }

    /**
     * Wakes an element upgraded asleep: its shadow root, its attributes, and (connected) it is
     * mounted as one just connected. `show`: its light DOM shows through a bare slot meanwhile (it
     * is woken by a script, and renders in the next microtask or its part); the renderer, which
     * renders it at once, does not ask.
     */
    [WAKE](show: boolean): void {
      if (!this.#s.dormant) return;
      this.#s.dormant = false;
      // (Not attachShadow(): another tag's define may be upgrading asleep right now.)
      const root = attach(this, { mode: 'open' });
      // r2wc mounts its container (null while asleep): the root from now on.
      (this as unknown as { container: ShadowRoot }).container = root;
      this.#parseAll();
      if (show) this.#showLightDom(root);
      if (!this.isConnected) return;
      this.#connect();
      if (show) holdWoken(root);
    }


    /** Before the first render: the shadow root's styles, and the loader watches it for tags rendered inside. */
    #prepare(): void {
      if (this.#s.prepared) return;
      this.#s.prepared = true;
      const root = this.shadowRoot!;
      adoptWithBase(root, spec.styles);
      // Tags rendered inside our shadow roots are loaded too (see elements/index.ts).
      (globalThis as unknown as Record<symbol, { watch?(root: ShadowRoot): void } | undefined>)[Symbol.for('nl.loader')]?.watch?.(root);
    }

    /**
     * Issue 29: a property the page set before this code arrived (`item.open = true`, or React 19 and
     * Vue setting `config` on a tag still undefined) is an own property of the element that hides the
     * class's setter. Taken over at the upgrade: deleted here, and set again through the setter once
     * the upgrade's attribute callbacks have run (issue 39: the browser gives those the attributes'
     * values from before the upgrade, after the constructor, so a property set here would lose to
     * an attribute of the same name). Then it works exactly as if it had been set afterwards, also
     * where the element carries that attribute (Lit restores such properties the same way).
     */
    #takeEarlyProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const prop of PROPERTIES) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        this.#s.early.push([prop, self[prop]]);
        delete self[prop];
      }
      // An element upgraded while connected gets connectedCallback after those callbacks; one that is
      // not (customElements.upgrade() on a detached tree) gets them in this microtask.
      if (this.#s.early.length) queueMicrotask(() => this.#setEarlyProperties());
    }

    #setEarlyProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      const early = this.#s.early;
      this.#s.early = [];
      for (const [prop, value] of early) self[prop] = value;
    }

    /**
     * Issue 38: the renderer may hold an element's first render for a later task (src/core/renderer.tsx,
     * the first render in parts). Meanwhile it looks as it did before its code came: the custom state
     * nl-pending, which the pre-upgrade rules match as they match :not(:defined) (dist/nl-components.css,
     * scripts/build/pre-upgrade.mjs), none of its own styles yet (#prepare), and its light DOM shown
     * through a bare <slot>, as without a shadow root. `[HOLD](true)` is false where the browser has
     * no custom states in CSS (the element then renders at once); `[HOLD](false)` comes before every
     * render of a new element, held or not, and prepares it.
     */
    [HOLD](held: boolean): boolean {
      if (held) {
        if (this.#s.held || this.#s.prepared || !this.#s.upgraded) return Boolean(this.#s.held);
        if (!statesInCss() || spec.hold === false) return false;
        this.#showLightDom(this.shadowRoot!);
        this.#internals!.states.add(PENDING);
        return true;
      }
      this.#s.held?.remove();
      this.#s.held = null;
      // Held, or woken from asleep (which has no slot).
      if (statesInCss()) this.#internals!.states.delete(PENDING);
      this.#prepare();
      return true;
    }

    /** While held: a bare slot shows the light DOM, as without a shadow root. */
    #showLightDom(root: ShadowRoot): void {
      this.#s.held = document.createElement('slot');
      root.append(this.#s.held);
      // A root that assigns by hand shows nothing it was not given: the children of now (the first
      // render, a task or so later, assigns what came meanwhile).
      if (root.slotAssignment === 'manual') this.#s.held.assign(...slottable(this));
    }

    /** The state the browser keeps with the form (spec.formState), as JSON text; null for none. */
    [FORM_STATE](state: string | null): void {
      if (spec.formState) this.#internals?.setFormValue(null, state);
    }

    /**
     * The browser gives the kept state back (Back, history): the state of every library field in
     * the form, each offered its own part as a draft would be (src/core/form-draft.ts; issue 37:
     * Firefox may give this field another field's state, which holds the same).
     */
    formStateRestoreCallback(state: unknown, mode: string): void {
      if (mode !== 'restore' || typeof state !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(state);
      } catch {
        return;
      }
      offerFormState(this, parsed);
    }

    [VALUE](name: string): unknown {
      if (this.#s.dormant) this[WAKE](true);
      return this.#s.values[name];
    }

    get updateComplete(): Promise<void> {
      const committed: Promise<void> = this.#s.pending ? new Promise((resolve) => this.#s.waiters.push(resolve)) : Promise.resolve();
      // And what the render's effects started in later tasks (completeAfter), read once they have run.
      return this.#s.pending || afterCommit.has(this) ? committed.then(() => afterCommit.get(this)) : committed;
    }

    /** React has committed the render of `attrs` (none: the element is gone, every waiter is let go). */
    [COMMITTED](attrs?: unknown): void {
      if (attrs !== undefined && attrs !== this[PROPS].attrs) return;
      this.#s.pending = false;
      const waiters = this.#s.waiters;
      this.#s.waiters = [];
      waiters.forEach((resolve) => resolve());
    }

    [SYNC](): void {
      this.#props();
      this.#s.pending = true;
      if (this.isConnected) refresh(this.shadowRoot!, this[PROPS]);
    }

    override connectedCallback(): void {
      if (this.#s.dormant) {
        // Upgraded asleep: woken by the renderer in its turn. Connected later (put back after a
        // removal): woken now, and rendered as a new element (in the next microtask).
        if (upgrading) sleep(this, () => this[WAKE](false));
        else this[WAKE](false);
        return;
      }
      this.#connect();
    }

    #connect(): void {
      live.add(this);
      watchLang();
      this.#setEarlyProperties();
      this.#props();
      this.#s.pending = true;
      // Mounts React the first time; after a move (still mounted) it just updates.
      super.connectedCallback();
      this.#report();
      this.#checkAttributes();
    }

    /**
     * Warns once per element and attribute about an attribute the tag does not know (issue 14):
     * `nl-map: unknown attribute "confg"; did you mean "config"?`, or, with nothing close,
     * `…; known attributes: "config", "styles-url", "messages".` Global attributes are never warned about.
     */
    #checkAttributes(): void {
      for (const { name } of this.attributes) {
        if (known.has(name) || isGlobalAttribute(name) || this.#s.warned.has(name)) continue;
        this.#s.warned.add(name);
        const near = closest(name, [...known, ...SUGGESTED_GLOBALS]);
        const rest = near ? `did you mean "${near}"?` : `known attributes: ${[...known].map((n) => `"${n}"`).join(', ')}.`;
        problem('warn', clipMessage(`${tag}: unknown attribute ${JSON.stringify(name)}; ${rest}`, name), { element: this, kind: 'unknown' });
      }
    }

    override disconnectedCallback(): void {
      if (this.#s.dormant) forget(this);
      live.delete(this);
      queueMicrotask(() => {
        if (this.isConnected) return; // moved, not removed: keep React and its state
        super.disconnectedCallback(); // unmounts (r2wc calls the renderer only when mounted)
        this.#s.pending = false;
        this[COMMITTED]();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      // Asleep: parsed as they are when it wakes.
      if (this.#s.dormant || !this.#parse(name, value)) return;
      if (name !== 'lang') this.#props();
      this[SYNC]();
      if (this.isConnected) this.#report();
    }

    /** Parses one attribute; false when its raw value has not changed since the last parse. */
    #parse(name: string, raw: string | null): boolean {
      if (name === 'lang') return true;
      if (this.#s.raw.has(name) && this.#s.raw.get(name) === raw) return false;
      this.#s.raw.set(name, raw);
      if (name === 'messages') {
        // Each key on its own (checkOverrides): a malformed one keeps its built-in text, the rest apply.
        const result = messagesAttr.parse(name, raw);
        const checked = checkOverrides(spec.messages, result.value);
        this.#s.overrides = checked.overrides;
        const problem = result.problem ?? checked.problem;
        if (problem) this.#s.problems.messages = problem;
        else delete this.#s.problems.messages;
        return true;
      }
      const result = schema[name]!.parse(name, raw);
      this.#s.values[name] = result.value;
      if (result.problem) this.#s.problems[name] = result.problem;
      else delete this.#s.problems[name];
      return true;
    }

    /** The props React gets, as a new object (the renderer's store compares by identity). */
    #props(): void {
      this[PROPS] = {
        host: this,
        attrs: { ...this.#s.values } as Values<S>,
        problems: Object.fromEntries(Object.entries(this.#s.problems).filter(([name]) => name !== 'messages')) as Problems<S>,
        lang: pickLang(closestLang(this)),
        overrides: this.#s.overrides,
      };
    }

    /** Logs each problem once per element and value. */
    #report(): void {
      for (const [name, text] of Object.entries(this.#s.problems)) {
        const raw = this.#s.raw.get(name) ?? '';
        const key = `${name}\u0000${raw}`;
        if (this.#s.logged.has(key)) continue;
        this.#s.logged.add(key);
        // A 1 MB value is quoted as its start and length, not in full.
        problem('error', clipMessage(`${tag}: ${text}`, raw), { element: this, kind: 'config' });
      }
    }
  }

  // Typed properties that reflect to the attributes: el.open = true, el.itemId = 'x', el.crop = {...}.
  // Names that HTMLElement already has (title, hidden, lang…) keep their native meaning.
  for (const name of names) {
    const prop = propName(name);
    if (!PROPERTIES.includes(prop)) continue;
    const kind = schema[name]!.kind;
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return kind === 'boolean' ? this.hasAttribute(name) : this[VALUE](name);
      },
      set(this: Element, value: unknown) {
        if (kind === 'boolean') this.toggleAttribute(name, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(name);
        // A string for a JSON attribute is taken as JSON text: React 19 sets properties, so
        // <nl-x config='{…}'> arrives here as a string.
        else this.setAttribute(name, kind === 'json' && typeof value !== 'string' ? JSON.stringify(value) : String(value));
      },
    });
  }
  // Whoever reads an element's shadow root gets it: one upgraded asleep is woken for it.
  const shadowRootOf = Object.getOwnPropertyDescriptor(globalThis.Element.prototype, 'shadowRoot')!.get!;
  Object.defineProperty(Element.prototype, 'shadowRoot', {
    configurable: true,
    enumerable: true,
    get(this: Element) {
      this[WAKE](true);
      return shadowRootOf.call(this) as ShadowRoot | null;
    },
  });
  for (const [method, fn] of Object.entries(spec.methods ?? {})) {
    // A method works on what the element has rendered: one still held renders first (issue 38).
    const value = function (this: Element, ...args: never[]) {
      renderNow(this.shadowRoot!);
      return fn.apply(this, args);
    };
    Object.defineProperty(Element.prototype, method, { configurable: true, writable: true, value });
  }

  // Only the elements this upgrades may have their first render held (HOLD): the page's own, there
  // before the code. One made later (openModal's, a script's) is asked for, and renders at once.
  upgrading = true;
  // Many of the tag on the page: upgraded asleep (see the constructor). Not a form field (the browser
  // may give its state back in the upgrade), nor a tag that is never held (spec.hold: a script that
  // wakes one holds it), nor where CSS cannot select the custom state.
  asleep = !spec.formState && spec.hold !== false && statesInCss() && document.getElementsByTagName(tag).length > AT_ONCE;
  try {
    customElements.define(tag, Element);
  } catch (error) {
    // Another copy defined it between our check and now: that one wins, quietly.
    if (!customElements.get(tag)) report(error, tag);
  } finally {
    upgrading = false;
    asleep = false;
  }
  return customElements.get(tag);
}
