/**
 * Trusted Types (https://w3c.github.io/trusted-types/dist/spec/) for the scripts the library adds.
 *
 * On a page whose Content Security Policy says `require-trusted-types-for 'script'`, giving a
 * `<script>` its `src` as a plain string throws (and reports a violation). The library adds scripts
 * in two places, nl-recruitment-loader (the platform's script) and nl-video (YouTube's IFrame API);
 * both hand the URL through `scriptURL()`, which goes through one policy named `nl-components`.
 * The policy passes http(s) URLs (both callers only ever have those: the attribute layer and a
 * constant) and refuses anything else, so it cannot turn a `javascript:` string into a script.
 * Its script rule passes only the text of a page's consent-gated script while the library runs it
 * (`trustedScript()`, src/core/consent-elements.ts). Its one HTML rule, `trustedSVG()`, passes only an `<svg>` of plain shapes (no text, no script, no
 * event handler, no link: a fixed list of elements and attributes), for third-party code that puts
 * an icon in with innerHTML (Sentry's feedback widget, see elements/monitoring/csp.ts).
 *
 * - No Trusted Types in the browser (Firefox, older Safari): the string itself.
 * - A page that restricts policy names with `trusted-types …` must list `nl-components` (next to
 *   `@googlemaps/js-api-loader` for nl-map, which creates its own). If it does not, createPolicy
 *   throws; that is logged once and the string is used, which the browser then refuses (the
 *   loaders report that as a failed load).
 * - One policy per page, shared by every copy of the library (a second policy with the same name
 *   is refused where `trusted-types` lacks `'allow-duplicates'`).
 */
import { singleton } from './global.ts';

export const POLICY_NAME = 'nl-components';

interface Policy {
  createScriptURL(url: string): unknown;
  createHTML(html: string): unknown;
  createScript?(text: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string; createHTML(html: string): string; createScript(text: string): string }): Policy;
}

// An SVG icon of plain shapes: only these elements, only these attributes, values without markup.
const SHAPE_TAGS = 'svg|g|path|defs|clipPath|rect|circle|ellipse|line|polyline|polygon';
const SHAPE_ATTRIBUTES = 'xmlns|width|height|viewBox|fill|fill-rule|clip-rule|clip-path|clipPath|d|id|transform|x|y|rx|ry|cx|cy|r|x1|y1|x2|y2|points|stroke|stroke-width|stroke-linecap|stroke-linejoin';
const SVG_SHAPES = new RegExp(`^<svg(?:\\s+(?:${SHAPE_ATTRIBUTES})="[^"<>&]*")*\\s*>(?:</?(?:${SHAPE_TAGS})(?:\\s+(?:${SHAPE_ATTRIBUTES})="[^"<>&]*")*\\s*/?>)*</svg>$`);

/** Whether `html` is an SVG of plain shapes (what trustedSVG passes). */
export function isShapeSVG(html: string): boolean {
  return SVG_SHAPES.test(html) && !/\burl\((?!#)/i.test(html);
}

const state = singleton<{ policy: Policy | null | undefined; scripts: Set<string> }>('trusted-types', () => ({ policy: undefined, scripts: new Set() }));

function policy(): Policy | null {
  if (state.policy !== undefined) return state.policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return (state.policy = null);
  try {
    state.policy = factory.createPolicy(POLICY_NAME, {
      createScriptURL(url: string) {
        const parsed = new URL(url, document.baseURI);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TypeError(`${POLICY_NAME}: refused script URL ${url}`);
        return parsed.href;
      },
      createHTML(html: string) {
        if (!isShapeSVG(html)) throw new TypeError(`${POLICY_NAME}: refused HTML that is not an SVG of plain shapes`);
        return html;
      },
      // Only the text of a page's own consent-gated script, at the moment the library runs it
      // (trustedScript below): the policy turns no other string into script.
      createScript(text: string) {
        if (!state.scripts.has(text)) throw new TypeError(`${POLICY_NAME}: refused script text that is not a consent-gated script of the page`);
        return text;
      },
    });
  } catch (error) {
    console.error(`${POLICY_NAME}: could not create the Trusted Types policy "${POLICY_NAME}" (${error instanceof Error ? error.message : String(error)}); allow it in the page's trusted-types directive`);
    state.policy = null;
  }
  return state.policy;
}

/** `markup` (an SVG of plain shapes, else it throws) as TrustedHTML (the string where there are no Trusted Types). */
export function trustedSVG(markup: string): string {
  try {
    return (policy()?.createHTML(markup) as string | undefined) ?? markup;
  } catch {
    // Not an SVG of shapes, or the page's policy of an older copy of the library has no HTML rule.
    return markup;
  }
}

/**
 * The text of a page's consent-gated `<script type="text/plain" data-nl-consent>` as TrustedScript
 * (the string where there are no Trusted Types), for src/core/consent-elements.ts only. The
 * page's Content Security Policy still decides whether it runs: the script carries the
 * placeholder's nonce, or its hash must be in `script-src`.
 */
export function trustedScript(text: string): string {
  // (A copy of the library from before this rule shares the state without the set.)
  (state.scripts ??= new Set()).add(text);
  try {
    return (policy()?.createScript?.(text) as string | undefined) ?? text;
  } finally {
    state.scripts.delete(text);
  }
}

/** `url` as a script URL the page's Trusted Types policy accepts (the string where there are none). */
export function scriptURL(url: string): string {
  // A TrustedScriptURL is accepted wherever the DOM's types say string.
  return (policy()?.createScriptURL(url) as string | undefined) ?? url;
}
