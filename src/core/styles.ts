/**
 * Styles for shadow roots as constructable stylesheets: parsed once per page, shared by every
 * instance, and CSP-safe (no inline <style>, so `style-src 'self'` holds).
 */
import base from './base.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

export function sheet(css: string): CSSStyleSheet {
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
