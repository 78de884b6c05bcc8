/**
 * Styles for shadow roots as constructable stylesheets: parsed once per page, shared by every
 * instance, and CSP-safe (no inline <style>, so `style-src 'self'` holds).
 */
import base from './base.css?inline';

let registered = false;

/**
 * Registers --_nl-rem, the unit of every size (issue 29, src/core/tokens.css): registered as a
 * <length> that inherits, its `1em` on each element computes to that element's font size in px,
 * which the shadow root inherits as px. An @property in a shadow root's sheet does nothing in
 * Chromium, hence from here as well as from dist/nl-components.css (src/core/pre-upgrade.css), which
 * may have registered it first. A second copy of the library, or that @property, makes
 * registerProperty throw (InvalidModificationError) in some browsers: the same definition holds
 * either way, so that is not an error worth a word.
 */
function registerRem(): void {
  if (registered) return;
  registered = true;
  try {
    CSS.registerProperty({ name: '--_nl-rem', syntax: '<length>', inherits: true, initialValue: '16px' });
  } catch {
    // Registered already (see above).
  }
}

const sheets = new Map<string, CSSStyleSheet>();

export function sheet(css: string): CSSStyleSheet {
  registerRem();
  let result = sheets.get(css);
  if (!result) {
    result = new CSSStyleSheet();
    result.replaceSync(css);
    sheets.set(css, result);
    followMedia(result, css);
  }
  return result;
}

/** The sheets with `@media` rules (and their text), by media query; one listener per query. */
const byMedia = new Map<string, Map<CSSStyleSheet, string>>();
/** The sheets to parse again: once each, however many of their queries changed with one resize. */
const stale = new Map<CSSStyleSheet, string>();
function reparse(): void {
  for (const [each, text] of stale) each.replaceSync(text);
  stale.clear();
}

/**
 * WebKit keeps the styles it resolved for a set of adopted sheets after the last shadow root using
 * them is gone, with their `@media` rules as they matched then: a shadow root made after the
 * viewport has crossed a breakpoint (a phone turned, an nl-modal opened again) is laid out for the
 * old width (issue 37: nl-address-field two rows short at 360 px). Parsing the sheet again when one
 * of its media queries changes drops what WebKit kept; in other engines it only restyles the roots
 * that use it, once per change.
 */
function followMedia(target: CSSStyleSheet, css: string): void {
  if (typeof matchMedia !== 'function') return;
  for (const rule of target.cssRules) {
    if (!(rule instanceof CSSMediaRule)) continue;
    const query = rule.media.mediaText;
    let following = byMedia.get(query);
    if (!following) {
      const list = new Map<CSSStyleSheet, string>();
      following = list;
      byMedia.set(query, list);
      matchMedia(query).addEventListener('change', () => {
        for (const [each, text] of list) stale.set(each, text);
        queueMicrotask(reparse);
      });
    }
    following.set(target, css);
  }
}

export function adopt(root: ShadowRoot | Document, ...css: string[]): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...css.map(sheet)];
}

export function adoptWithBase(root: ShadowRoot, css?: string): void {
  adopt(root, base, ...(css ? [css] : []));
}
