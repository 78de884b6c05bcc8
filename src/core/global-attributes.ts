/**
 * Attributes any tag may carry without being warned about as unknown (issue 14): HTML's global
 * attributes (https://html.spec.whatwg.org/multipage/dom.html#global-attributes), `role`, event
 * handler content attributes (`on…`), `data-*` and `aria-*`, and `loading` (which every tag gets,
 * issue 13). `title` is here too, so it is never warned about whether or not the tag uses it.
 * Shared by the unknown-attribute warning (src/core/define.tsx) and the HTML checker, so both agree.
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

/** Whether `name` (as the DOM gives it, lower case) is global: never an unknown attribute. */
export function isGlobalAttribute(name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || name.startsWith('data-') || name.startsWith('aria-') || /^on[a-z]+$/.test(name);
}
