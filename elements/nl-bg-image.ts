/**
 * @tag nl-bg-image
 * @summary Background image of its box, from an image CDN at the width the box needs: the smallest of 160, 320, …, 2080 that is at least box width × devicePixelRatio; until measured, the crop width.
 * The content over it (a hero text, a call to action) is the element's own light DOM. The image is
 * requested only when the box comes within one viewport height of the viewport. It follows resizes
 * and devicePixelRatio changes but never swaps to a smaller image than one already shown. The next
 * image is preloaded and swapped in only once it has loaded (until the first, `--nl-bg-color`
 * shows). A failed image keeps the previous one and logs `nl-bg-image: could not load {url}`.
 * The image is decorative: put anything it says in the content, or use an `<img>` with `alt`.
 * For a hero at the top of the page, put the photo in the markup as the first child, an `<img>` with `srcset` (`srcsetFor`/`bgImageMarkup` in `nl-components/cms` write it): it covers the box from the first paint, before any script, and stays the picture after the upgrade (the element then requests nothing). An img without http(s) URLs is refused (logged) and the background from `src` shown.
 * @attr {url} src - The image, an http(s) URL, relative or absolute (required).
 * @attr {url} [url-template={src}?width={width}&quality={quality}] - How the CDN is asked for a width: placeholders `{src}` (required; encoded when in the query), `{width}`, `{quality}`. `{src}?` becomes `{src}&` when src has a query already.
 * @attr {object} [crop={"width":2000,"quality":90}] - `width`: the width used until the box has been measured (not a cap); `quality`: the `{quality}` of every URL (1–100). Either may be left out.
 * @attr {string} position - The image's CSS `background-position` (`center top`, `50% 30%`); default `--nl-bg-position`, else `center`.
 * @fires {{url: string, width: number}} nl-load - When an image is shown (the first, and each larger one after it); `url` is absolute.
 * @fires {{url: string}} nl-load-error - When an image could not be loaded (the previous one stays).
 * @slot - The content over the image; a first child `<img srcset>` is the image itself.
 * @csspart image - The layer that shows the image (behind the content, filling the padding box).
 * @cssprop --nl-bg-color - Background colour, shown while the image loads and where it does not cover (transparent).
 * @cssprop --nl-bg-position - Default `background-position` of the image (center).
 * @cssprop --nl-bg-size - `background-size` of the image (cover).
 * @cssprop --nl-bg-overlay - A background over the image and under the content, e.g. a translucent gradient for legible text (none).
 * @cssprop --nl-bg-fade - Duration of the fade-in of the first image (0.3s; none with prefers-reduced-motion).
 */
import { defineElement } from '../src/core/define.tsx';
import { BgImage, spec } from '../src/elements/bg-image/bg-image.tsx';

export type { LoadDetail, LoadErrorDetail } from '../src/elements/bg-image/bg-image.tsx';

defineElement('nl-bg-image', BgImage, spec);
