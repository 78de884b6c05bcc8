/**
 * The facts about an element that its spec (define.tsx ElementSpec) does not need at run time: what
 * it is for, what each attribute means, its events, slots, parts, custom properties and methods.
 * Each element writes them once, in `<module>.docs.ts` beside the module that exports its spec
 * (`map.tsx` → `map.docs.ts`, `export const docs: ElementDocs`), never imported by the element's
 * code, so none of this text reaches a page's bundle. The build (scripts/build/manifest.mjs) reads the spec
 * and the docs together: custom-elements.json, the d.ts, the JSON Schemas, the CMS data, the docs
 * pages and the generated Markdown tables (scripts/docs/generate-docs.mjs) are all made from these two.
 *
 * What comes from the spec and is not written here: the list of attributes, each attribute's type
 * text (`Attr.typeText`; a URL attribute is `string` with format `url`), its default, whether it is
 * required, its values and range, the `messages` keys, and the method names.
 */
export interface AttributeDocs {
  description: string;
  /**
   * Only where the parser's type text is too loose to help. `url`: a string the element uses as a
   * URL though its parser is not attr.url() (a template, a DSN), so dist/cms.js checks its scheme.
   */
  type?: string;
  /** Only where the parser's default is not what a reader sees (`current year`, computed at run time). */
  default?: string;
}

export interface EventDocs {
  /** The TypeScript type text of `event.detail`; null when the event has none. */
  detail: string | null;
  description: string;
}

export interface CssPropertyDocs {
  description: string;
  default?: string;
}

export interface MethodDocs {
  /** `(index: number): void`: the parameters and the return type, as TypeScript writes them. */
  signature: string;
  description: string;
}

export interface ElementDocs {
  /** One line: what the element is for. */
  summary: string;
  /** Markdown: what it does, beyond the summary. */
  description?: string;
  /** One entry per attribute of the spec (and `messages` when its keys are worth naming). */
  attributes?: Record<string, AttributeDocs>;
  events?: Record<string, EventDocs>;
  /** Slot name → description; `''` is the default slot. */
  slots?: Record<string, string>;
  parts?: Record<string, string>;
  cssProperties?: Record<string, CssPropertyDocs>;
  /** One entry per method of the spec's `methods`. */
  methods?: Record<string, MethodDocs>;
  /** Example pages besides the tag's own (`/elements/<tag>.html`, written in its folder), for the README's tag table: site paths without the leading slash (`faq.html`, `vacature.html#solliciteren`). */
  pages?: string[];
}
