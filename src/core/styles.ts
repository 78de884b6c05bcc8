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
  }
  return result;
}

export function adopt(root: ShadowRoot | Document, ...css: string[]): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...css.map(sheet)];
}

export function adoptWithBase(root: ShadowRoot, css?: string): void {
  adopt(root, base, ...(css ? [css] : []));
}
