/**
 * Sentry's feedback widget under a strict Content Security Policy
 * (`style-src 'self'; require-trusted-types-for 'script'`, examples/strict-csp.html). Two things in
 * @sentry/feedback 11 break there, and Sentry has no option for either; both are handled here, each
 * for as short a time and as narrowly as possible.
 *
 * 1. Styles. The widget styles its shadow root with `<style>` elements (createMainStyles and
 *    createActorStyles when the button is made, createDialogStyles when the form first opens, each
 *    put in with `shadow.appendChild`). `style-src 'self'` without `'unsafe-inline'` blocks every
 *    one (a violation each, an unstyled widget); Sentry's `styleNonce` only helps a policy with a
 *    nonce. withAdoptedStyles(): while Sentry creates the widget, the shadow root it attaches gets
 *    an own `appendChild` that adopts a `<style>`'s text as a constructable stylesheet (as every
 *    element of ours is styled; once per text, shared through core/styles.ts) instead of inserting
 *    the element; any other node is appended as usual. The override stays on that one shadow root
 *    for its lifetime, so the form's styles, added on the first click, are adopted too. A `<style>`
 *    Sentry later removes was never inserted (its `remove()` does nothing); its sheet stays adopted,
 *    which is harmless: it only matches the widget's own elements. Browsers without constructable
 *    stylesheets get Sentry's `<style>` elements.
 *
 * 2. Trusted Types. The success message (`Bedankt voor je melding!`) puts its check-mark icon in
 *    with preact's dangerouslySetInnerHTML: `span.success__icon`.innerHTML = the icon's markup, a
 *    string. Under `require-trusted-types-for 'script'` that throws: a violation, and the success
 *    message never shows. The assignment happens inside Sentry's bundled preact, which we cannot
 *    reach. trustSuccessIcon() runs from Sentry's `onSubmitSuccess`, which Sentry calls right before
 *    it renders the success message (in a microtask); until that render (or the next task, at the
 *    latest) a `<span>`'s innerHTML setter hands exactly that icon (a span with class
 *    `success__icon` given an SVG of plain shapes) through the library's Trusted Types policy
 *    (core/trusted-types.ts trustedSVG, which refuses anything else); every other assignment goes to
 *    the browser unchanged, and then the setter is Element's own again.
 */
import { sheet } from '../../core/styles.ts';
import { isShapeSVG, trustedSVG } from '../../core/trusted-types.ts';

function divertStyles(root: ShadowRoot): void {
  const append = root.appendChild;
  root.appendChild = function <T extends Node>(this: ShadowRoot, node: T): T {
    if (node instanceof HTMLStyleElement) {
      const adopted = sheet(node.textContent ?? '');
      if (!this.adoptedStyleSheets.includes(adopted)) this.adoptedStyleSheets = [...this.adoptedStyleSheets, adopted];
      return node;
    }
    return append.call(this, node) as T;
  };
}

/** Runs `create` (which makes Sentry's widget synchronously); the shadow roots it attaches adopt their `<style>`s. */
export function withAdoptedStyles<T>(create: () => T): T {
  if (typeof ShadowRoot === 'undefined' || !('adoptedStyleSheets' in ShadowRoot.prototype)) return create();
  const attachShadow = Element.prototype.attachShadow;
  // Only for the duration of this synchronous call (slider/glider.ts does the same with addEventListener).
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const root = attachShadow.call(this, init);
    divertStyles(root);
    return root;
  };
  try {
    return create();
  } finally {
    Element.prototype.attachShadow = attachShadow;
  }
}

/** Lets Sentry's success icon through Trusted Types for its one render (see 2. above). */
export function trustSuccessIcon(): void {
  if (!('trustedTypes' in globalThis) || typeof HTMLSpanElement === 'undefined') return;
  const target = HTMLSpanElement.prototype;
  // Someone else's override (or ours, still waiting): leave it alone.
  if (Object.prototype.hasOwnProperty.call(target, 'innerHTML')) return;
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const { get, set } = own ?? {};
  if (!get || !set) return;
  Object.defineProperty(target, 'innerHTML', {
    configurable: true,
    get(this: HTMLSpanElement) {
      return get.call(this) as string;
    },
    set(this: HTMLSpanElement, value: unknown) {
      set.call(this, typeof value === 'string' && this.classList.contains('success__icon') && isShapeSVG(value) ? trustedSVG(value) : value);
    },
  });
  // Sentry renders the success message in a microtask: by the next task it has happened.
  setTimeout(() => delete (target as unknown as Record<string, unknown>).innerHTML);
}
