/**
 * nl-bg-image's markup helpers, for a CMS, a server template or a builder: the `srcset` of the
 * element's widths (160, 320, …, 2080) from the URL pattern the element itself uses (`src` +
 * `url-template` + quality), and the whole hero with its light-DOM `<img>`, so the browser finds the
 * picture while parsing the HTML (issue 15.4).
 *
 * No imports and no DOM: scripts/build/cms.mjs transpiles this file into `nl-components/cms` (dist/cms.js,
 * Node and browser); the element imports the same widths and template filling (image-url.ts).
 */

/** ELEMENTS.md: widths 160, 320, …, 2080. */
export const WIDTH_STEP = 160;
export const MAX_WIDTH = 2080;
export const WIDTHS: readonly number[] = Array.from({ length: MAX_WIDTH / WIDTH_STEP }, (_, i) => (i + 1) * WIDTH_STEP);

export const DEFAULT_TEMPLATE = '{src}?width={width}&quality={quality}';
export const DEFAULT_QUALITY = 90;
/** The `src` of the `<img>`, for a browser without srcset (every current one has it). */
export const FALLBACK_WIDTH = 1280;

/**
 * `template` with `{src}`, `{width}` and `{quality}` filled in (not yet resolved):
 * - `{src}` goes in as written where it stands before the template's `?` (the path: the default
 *   `{src}?width=…`, or Cloudinary-style `…/w_{width}/{src}`), and encoded with
 *   encodeURIComponent where it stands in the query (`/images?url={src}&w={width}`), since there it
 *   is a parameter value.
 * - `{src}?` becomes `{src}&` when src has a query of its own (`photo.jpg?v=2` gives
 *   `photo.jpg?v=2&width=…`, not a second `?`).
 */
export function fillTemplate(template: string, src: string, width: number, quality: number): string {
  const adjusted = src.includes('?') ? template.replaceAll('{src}?', '{src}&') : template;
  const query = adjusted.indexOf('?');
  return adjusted.replace(/\{(src|width|quality)\}/g, (_match, name: string, offset: number) => {
    if (name === 'width') return String(width);
    if (name === 'quality') return String(quality);
    return query !== -1 && offset > query ? encodeURIComponent(src) : src;
  });
}

export interface SrcsetOptions {
  /** The element's `url-template` (default `{src}?width={width}&quality={quality}`). */
  urlTemplate?: string;
  /** The `{quality}` (the element's `crop.quality`, default 90). */
  quality?: number;
  /** The widths (default 160, 320, …, 2080: the ones the element asks for). */
  widths?: readonly number[];
}

/**
 * One URL as a srcset candidate can hold it: whitespace would end the URL and a comma at its end
 * would be read as the separator, so those are percent-encoded.
 */
const candidateUrl = (url: string): string => url.replace(/\s/g, encodeURIComponent).replace(/,+$/, (commas) => '%2C'.repeat(commas.length));

/** `template` filled for one width, as a srcset candidate URL. */
export function imageUrlFor(src: string, width: number, options: SrcsetOptions = {}): string {
  return candidateUrl(fillTemplate(options.urlTemplate || DEFAULT_TEMPLATE, src, width, options.quality ?? DEFAULT_QUALITY));
}

/**
 * The `srcset` of `src` at the element's widths, with the URLs the element itself would ask for:
 * `srcsetFor('/media/hero.jpg')` is `/media/hero.jpg?width=160&quality=90 160w, …, /media/hero.jpg?width=2080&quality=90 2080w`.
 */
export function srcsetFor(src: string, options: SrcsetOptions = {}): string {
  return (options.widths ?? WIDTHS).map((width) => `${imageUrlFor(src, width, options)} ${width}w`).join(', ');
}

export interface BgImageMarkupOptions extends SrcsetOptions {
  /** The image, as for the element's `src` (required). */
  src: string;
  /** The element's `position` (its focal point), also the `<img>`'s: `70% center`. */
  position?: string;
  /** The element's `crop` width (used only without the `<img>`); the quality is `quality`. */
  cropWidth?: number;
  /** The `<img>`'s `sizes`: how wide the hero is (default `100vw`, a full-width hero). */
  sizes?: string;
  /** `high` for the hero at the top of the page (the default), `auto` for one further down. */
  fetchpriority?: 'high' | 'low' | 'auto';
  /** `lazy` for a hero below the fold; the default (none) loads at once. */
  loading?: 'lazy' | 'eager';
  /** The `<img>`'s `src` width for a browser without srcset (default 1280). */
  fallbackWidth?: number;
  /** Extra attributes of the element, such as `{ class: 'hero-foto' }` (values escaped; `on…` handlers and odd names left out). */
  attributes?: Record<string, string>;
  /** The content over the image: HTML, inserted as is (your template's own, trusted). */
  content?: string;
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attributeText = (pairs: [string, string | undefined][]): string =>
  pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/**
 * The `<img>` for inside nl-bg-image: srcset at the element's widths, `sizes`, an empty `alt` (the
 * picture is decorative, as the background is) and `fetchpriority="high"` (the hero is usually the
 * page's largest paint).
 */
export function bgImageImg(options: BgImageMarkupOptions): string {
  const img = attributeText([
    ['src', imageUrlFor(options.src, options.fallbackWidth ?? FALLBACK_WIDTH, options)],
    ['srcset', srcsetFor(options.src, options)],
    ['sizes', options.sizes ?? '100vw'],
    ['fetchpriority', options.fetchpriority ?? 'high'],
    ['loading', options.loading],
  ]);
  return `<img${img} alt="">`;
}

/**
 * The whole element: `<nl-bg-image src=… [url-template] [crop] [position]><img srcset=…>content</nl-bg-image>`,
 * every attribute value escaped; `content` is HTML and goes in as is.
 */
export function bgImageMarkup(options: BgImageMarkupOptions): string {
  const { src, urlTemplate, quality, cropWidth, position, attributes = {}, content = '' } = options;
  const crop = cropWidth !== undefined || quality !== undefined ? JSON.stringify({ ...(cropWidth !== undefined && { width: cropWidth }), ...(quality !== undefined && { quality }) }) : undefined;
  const own = attributeText([
    ...Object.entries(attributes).filter(([name]) => /^[a-z][a-z0-9-]*$/i.test(name) && !/^on/i.test(name) && !['src', 'url-template', 'crop', 'position'].includes(name.toLowerCase())),
    ['src', src],
    ['url-template', urlTemplate],
    ['crop', crop],
    ['position', position],
  ]);
  return `<nl-bg-image${own}>${bgImageImg(options)}${content}</nl-bg-image>`;
}
