/**
 * nl-bg-image's pure parts: which width to ask for, the image URL from `url-template`, the URL as a
 * CSS `url()` value, and the parsers of its own attributes (`url-template`, `crop`, `position`).
 * No DOM state here, so the width rule is tested for any box width and devicePixelRatio.
 */
import { attr, type Attr } from '../../core/attributes.ts';
import { s } from '../../core/shape.ts';

export { DEFAULT_TEMPLATE, fillTemplate, MAX_WIDTH, WIDTH_STEP, WIDTHS } from './markup.ts';
import { DEFAULT_QUALITY, DEFAULT_TEMPLATE, fillTemplate, MAX_WIDTH, WIDTH_STEP } from './markup.ts';
export const PLACEHOLDERS = ['src', 'width', 'quality'] as const;

export interface Crop {
  /** The width used until the box has been measured (not a cap: see README). */
  width: number;
  /** `{quality}` of every URL. */
  quality: number;
}
export const DEFAULT_CROP: Crop = { width: 2000, quality: DEFAULT_QUALITY };

/**
 * The width to ask for: the smallest of WIDTHS that is at least ceil(box width × devicePixelRatio),
 * 2080 above that. The product is rounded to 1/100 px first, so floating-point noise (a box of
 * 145.45454545454547 px × 1.1 = 160.00000000000003) does not ask for the next step. A box without width (0,
 * not a number) gives null: not measured.
 */
export function chooseWidth(boxWidth: number, devicePixelRatio: number): number | null {
  if (!Number.isFinite(boxWidth) || boxWidth <= 0) return null;
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const needed = Math.ceil(Math.round(boxWidth * ratio * 100) / 100);
  return Math.min(MAX_WIDTH, Math.max(WIDTH_STEP, Math.ceil(needed / WIDTH_STEP) * WIDTH_STEP));
}

/** chooseWidth, or the crop width while the box has not been measured (README.md here, The width). */
export function widthFor(boxWidth: number | null, devicePixelRatio: number, crop: Crop): number {
  return (boxWidth === null ? null : chooseWidth(boxWidth, devicePixelRatio)) ?? crop.width;
}

/** `url` resolved against `base` when that gives an http(s) URL, else null. */
export function httpUrl(url: string, base = document.baseURI): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return null;
  }
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
}

/** The image URL, absolute, or null when the filled template is not an http(s) URL. */
export function buildUrl(template: string, src: string, width: number, quality: number, base = document.baseURI): string | null {
  return httpUrl(fillTemplate(template, src, width, quality), base);
}

/**
 * A URL as a CSS `url("…")` value. Every character that could end the string or the token (`"`,
 * `'`, `\`, newlines and other control characters) becomes a CSS hex escape (`\22 `), so a hostile
 * src cannot break out of the declaration. (new URL() has already percent-encoded most of them;
 * this holds for any string.)
 */
export function cssUrl(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  const escaped = url.replace(/[\u0000-\u001f\u007f"'\\]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `);
  return `url("${escaped}")`;
}

/**
 * `url-template`: must contain `{src}`, use only the known placeholders, and give an http(s) URL
 * (tried with a sample src). Otherwise one problem and the default template.
 */
export function templateAttr(): Attr<string> {
  return {
    kind: 'string',
    typeText: 'string',
    default: DEFAULT_TEMPLATE,
    required: false,
    parse(name, raw) {
      if (raw === null || raw.trim() === '') return { value: DEFAULT_TEMPLATE };
      const value = raw.trim();
      const bad = (why: string) => ({ value: DEFAULT_TEMPLATE, problem: `attribute "${name}" ${why}, got ${JSON.stringify(raw)}` });
      if (!value.includes('{src}')) return bad('must contain {src}');
      const unknown = [...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter((p) => !(PLACEHOLDERS as readonly string[]).includes(p));
      if (unknown.length) return bad(`has unknown placeholder(s) ${unknown.map((p) => `{${p}}`).join(', ')} (known: {src}, {width}, {quality})`);
      if (!buildUrl(value, 'https://example.com/image.jpg', WIDTH_STEP, DEFAULT_CROP.quality, 'https://example.com/')) {
        return bad('must give an http(s) URL');
      }
      return { value };
    },
  };
}

/** `crop`: JSON `{"width": 1…10000, "quality": 1…100}`, both whole numbers, either may be left out. */
export function cropAttr(): Attr<Partial<Crop>> {
  return attr.json(
    s.object({
      width: s.optional(s.number({ min: 1, max: 10000, integer: true })),
      quality: s.optional(s.number({ min: 1, max: 100, integer: true })),
    }),
    { default: DEFAULT_CROP, typeText: '{width?: number, quality?: number}', example: { width: 1600, quality: 70 } },
  );
}

/** `position`: a CSS background-position (`center top`, `30% 70%`), checked with CSS.supports(). */
export function positionAttr(): Attr<string> {
  return {
    kind: 'string',
    typeText: 'string',
    default: '',
    required: false,
    parse(name, raw) {
      if (raw === null || raw.trim() === '') return { value: '' };
      const value = raw.trim();
      // var() would pass CSS.supports() whatever it holds: only plain positions.
      if (/var\(|[;{}]/i.test(value) || !CSS.supports('background-position', value)) {
        return { value: '', problem: `attribute "${name}" must be a CSS background-position such as "center top" or "50% 30%", got ${JSON.stringify(raw)}` };
      }
      return { value };
    },
  };
}

/** The candidates of a `srcset` (HTML's parsing rules: a URL, then descriptors up to a comma). */
export function parseSrcset(srcset: string): { url: string; descriptor: string }[] {
  const candidates: { url: string; descriptor: string }[] = [];
  let i = 0;
  for (;;) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    if (i >= srcset.length) return candidates;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i++;
    let url = srcset.slice(start, i);
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
      candidates.push({ url, descriptor: '' });
      continue;
    }
    const end = srcset.indexOf(',', i);
    const descriptor = srcset.slice(i, end === -1 ? srcset.length : end).trim();
    i = end === -1 ? srcset.length : end + 1;
    candidates.push({ url, descriptor });
  }
}

/**
 * What is wrong with the editor's `<img>` inside the element (its `src` and `srcset`), or null when
 * it can be the picture: at least one of them, every URL http(s), every srcset descriptor a width
 * (`640w`) or a density (`2x`).
 */
export function imgProblem(src: string | null, srcset: string | null, base = document.baseURI): string | null {
  const cleanSrc = src?.trim() ?? '';
  const cleanSrcset = srcset?.trim() ?? '';
  if (!cleanSrc && !cleanSrcset) return 'the <img> inside has no src or srcset';
  if (cleanSrc && !httpUrl(cleanSrc, base)) return `the <img> inside must have an http(s) src, got ${JSON.stringify(src)}`;
  if (!cleanSrcset) return null;
  const candidates = parseSrcset(cleanSrcset);
  const bad = candidates.find((c) => !httpUrl(c.url, base));
  if (bad) return `the <img> inside must have http(s) URLs in srcset, got ${JSON.stringify(bad.url)}`;
  if (!candidates.length || candidates.some((c) => !/^(?:[1-9]\d*w|\d+(?:\.\d+)?x)?$/.test(c.descriptor))) {
    return `the <img> inside has a srcset that is not "URL 160w, URL 320w, …", got ${JSON.stringify(srcset)}`;
  }
  return null;
}
