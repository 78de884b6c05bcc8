/**
 * Attributes any tag may carry without being warned about as unknown (issue 14): the ones the issue
 * names (id, class, style, lang, dir, hidden, slot, part, tabindex, title, data-*, aria-*), `loading`
 * (which every tag gets), `role`, event handler content attributes (`on…`), and the rest of HTML's
 * global attributes (https://html.spec.whatwg.org/multipage/dom.html#global-attributes), since a CMS
 * or a script may add those to any element. `title` is here too, so it is never warned about whether
 * or not the tag uses it. Shared by the unknown-attribute warning (src/core/define.tsx) and the HTML
 * checker (src/checker/), so the page and the command line leave the same names alone. No
 * dependencies: browser and Node.
 */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'accesskey',
  'autocapitalize',
  'autocorrect',
  'autofocus',
  'class',
  'contenteditable',
  'dir',
  'draggable',
  'enterkeyhint',
  'exportparts',
  'hidden',
  'id',
  'inert',
  'inputmode',
  'is',
  'itemid',
  'itemprop',
  'itemref',
  'itemscope',
  'itemtype',
  'lang',
  'loading',
  'nonce',
  'part',
  'popover',
  'role',
  'slot',
  'spellcheck',
  'style',
  'tabindex',
  'title',
  'translate',
  'writingsuggestions',
  'xml:lang',
  'xml:space',
  'xmlns',
]);

/** True for a global attribute (`data-*`, `aria-*` and `on*` event handlers included), in any case. */
export function isGlobalAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return GLOBAL_ATTRIBUTES.has(lower) || lower.startsWith('data-') || lower.startsWith('aria-') || /^on[a-z]+$/.test(lower);
}
