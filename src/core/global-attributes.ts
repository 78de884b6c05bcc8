/**
 * Attributes any element may carry, which no nl-* tag lists and nobody is warned about (issue 14):
 * the ones the issue names (id, class, style, lang, dir, hidden, slot, part, tabindex, title,
 * data-*, aria-*), `loading`, and the rest of HTML's global attributes (WHATWG HTML §3.2.6), since
 * a CMS or a script may add those to any element. Shared by the HTML checker (src/checker/) and the
 * page's own checks, so both leave the same names alone. No dependencies: browser and Node.
 */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'id',
  'class',
  'style',
  'lang',
  'dir',
  'hidden',
  'slot',
  'part',
  'tabindex',
  'title',
  'loading',
  'role',
  'accesskey',
  'autocapitalize',
  'autocorrect',
  'autofocus',
  'contenteditable',
  'draggable',
  'enterkeyhint',
  'exportparts',
  'inert',
  'inputmode',
  'is',
  'itemid',
  'itemprop',
  'itemref',
  'itemscope',
  'itemtype',
  'nonce',
  'popover',
  'spellcheck',
  'translate',
  'writingsuggestions',
]);

/** True for a global attribute (`data-*`, `aria-*` and `on*` event handlers included). */
export function isGlobalAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return GLOBAL_ATTRIBUTES.has(lower) || lower.startsWith('data-') || lower.startsWith('aria-') || /^on[a-z]+$/.test(lower);
}
