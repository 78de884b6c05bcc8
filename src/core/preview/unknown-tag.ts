/**
 * The unknown-tag warning (issue 14), a small chunk the loader imports only when the page has an
 * `nl-*` element that is not a tag of the library (so a page without mistakes never fetches it):
 *   `nl-acordion: no such tag in nl-components; did you mean nl-accordion?`
 *   `nl-foo: no such tag in nl-components.` (nothing close enough to suggest)
 * as a console.warn, once per element, and in preview mode also on the page. An `nl-*` element that
 * the page has defined itself (a custom element of the site's own) is not warned about.
 */
import { problem } from '../problems.ts';
import { closest } from '../suggest.ts';

const TAGS: readonly string[] = __NL_TAGS__;
const warned = new WeakSet<Element>();

export function unknownTag(element: Element): void {
  const name = element.localName;
  if (warned.has(element) || TAGS.includes(name) || customElements.get(name)) return;
  warned.add(element);
  const near = closest(name, TAGS);
  problem('warn', `${name}: no such tag in nl-components${near ? `; did you mean ${near}?` : '.'}`, { element, kind: 'unknown' });
}
