/**
 * nl-bg-image: a background image for its box (README.md here), asked from an image CDN at the width
 * the box needs. The content over it (a hero text, a call to action) is the editor's light DOM,
 * shown through a <slot>.
 *
 * - Width (image-url.ts): the smallest of 160, 320, …, 2080 that is at least ceil(box width ×
 *   devicePixelRatio), 2080 above that; until the box has been measured, the crop width. The box
 *   is the background's: the host's padding box, measured on the image layer that fills it. The
 *   first ResizeObserver entry comes before the first IntersectionObserver one (both start in the
 *   same effect pass; resize observations are delivered in the rendering step, intersection ones
 *   in a task queued after it, and React renders both updates together), so in practice the crop
 *   width is used for a box that has no width yet, not for a first frame of every element.
 * - Follows resizes (ResizeObserver) and devicePixelRatio changes (zoom, another screen), but never
 *   asks for a smaller image than one shown, loading or failed: the larger one is already there (a
 *   smaller one would be a request for a worse picture), and after a failure a smaller size of the
 *   same image is not worth a request per step down. A smaller one that arrives after a larger one
 *   was shown is not shown.
 * - Lazy: nothing is requested until the box is within one viewport height of the viewport
 *   (observe.ts ROOT_MARGIN). Off screen again, it waits: a resize while away is caught up when it
 *   comes near.
 * - No blank moment: the next image is preloaded (Image, then decode()) and swapped in only once it
 *   has loaded; until the first one, `--nl-bg-color` shows. On failure the previous image stays,
 *   `nl-bg-image: could not load {url}` is logged (an NlLoadError) and `nl-load-error` {url} fires,
 *   once per URL (a URL is never asked for twice). `nl-load` {url, width} fires when an image is
 *   shown.
 * - The image is set with CSSOM (style.setProperty on the layer) as `url("…")` with every quote,
 *   backslash and control character escaped (cssUrl), so a hostile src cannot leave the value.
 * - A first child `<img>` (srcset in the markup, issue 15.4) is the picture: it is drawn before any
 *   script (src/elements/bg-image/pre-upgrade.css), stays slotted after the upgrade (bg-image.css), and the element
 *   requests nothing itself: one download, the browser's choice, no swap. An img without http(s)
 *   URLs or with an unreadable srcset is refused (logged, hidden) and the background from src shown.
 * - A new src, template or quality starts a new set of images (the never-smaller rule starts
 *   again); the old image stays until the new one has loaded. An invalid or missing src removes the
 *   image (logged by the schema; nothing is requested).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { NlConfigError, NlLoadError, report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import styles from './bg-image.css?inline';
import { buildUrl, cropAttr, cssUrl, DEFAULT_CROP, fillTemplate, httpUrl, imgProblem, parseSrcset, positionAttr, templateAttr, widthFor } from './image-url.ts';
import { useBoxWidth, useDevicePixelRatio, useNearViewport } from './observe.ts';

const TAG = 'nl-bg-image';

export interface LoadDetail {
  /** The absolute URL of the image now shown. */
  url: string;
  /** Its width, the `{width}` of the template. */
  width: number;
}
export interface LoadErrorDetail {
  url: string;
}

const attributes = {
  src: attr.url({ required: true }),
  'url-template': templateAttr(),
  crop: cropAttr(),
  position: positionAttr(),
};

export const spec: ElementSpec<typeof attributes, never> = { attributes, styles };

/** Resolves when `url` has loaded (and, where the browser can, decoded); rejects when it failed. */
function preload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      // Decoding before the swap keeps the frame of the swap short; an image that loaded but will
      // not decode ahead of time (some SVGs) is still shown.
      void image.decode().then(
        () => resolve(),
        () => resolve(),
      );
    };
    image.onerror = () => reject(new NlLoadError(TAG, `could not load ${url}`));
    image.src = url;
  });
}

/** The images of one src + template + quality. */
interface Ladder {
  key: string;
  /** The largest width asked for (loading, shown or failed): only a larger one is asked for next. */
  highest: number;
  /** Width of the image shown (0: none yet). */
  shown: number;
}

const ladder = (key: string): Ladder => ({ key, highest: 0, shown: 0 });

/**
 * The editor's `<img>`: the element's first child element, when that is an img (the pre-upgrade
 * rule's `nl-bg-image > img:first-child` in src/elements/bg-image/pre-upgrade.css, and the slotted rule's).
 */
function firstImg(host: Element): HTMLImageElement | null {
  const first = host.firstElementChild;
  return first?.localName === 'img' ? (first as HTMLImageElement) : null;
}

/** The width of the srcset candidate the browser chose (its `w`), else the image's own width. */
function chosenWidth(img: HTMLImageElement): number {
  const chosen = parseSrcset(img.getAttribute('srcset') ?? '').find((c) => httpUrl(c.url, img.baseURI) === img.currentSrc);
  const width = chosen && /^(\d+)w$/.exec(chosen.descriptor);
  return width ? Number(width[1]) : img.naturalWidth;
}

/**
 * Reports the editor's img as the picture: `nl-load` {url: currentSrc, width} when it has loaded
 * (also when it had before the upgrade, and again when the browser picks a larger candidate), and
 * a failure as the background's are reported. The element asks for nothing itself.
 */
function usePicture(picture: HTMLImageElement | null, host: Element): void {
  useEffect(() => {
    if (!picture) return;
    const url = () => picture.currentSrc || picture.src;
    const loaded = () => emit<LoadDetail>(host, 'nl-load', { url: url(), width: chosenWidth(picture) });
    const failed = () => {
      report(new NlLoadError(TAG, `could not load ${url()}`), TAG, host);
      emit<LoadErrorDetail>(host, 'nl-load-error', { url: url() });
    };
    if (picture.complete && url()) {
      if (picture.naturalWidth > 0) loaded();
      else failed();
    }
    picture.addEventListener('load', loaded);
    picture.addEventListener('error', failed);
    return () => {
      picture.removeEventListener('load', loaded);
      picture.removeEventListener('error', failed);
    };
  }, [picture, host]);
}

export function BgImage({ attrs, problems, host }: ElementProps<typeof attributes>) {
  const layer = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(layer);
  const ratio = useDevicePixelRatio();
  const near = useNearViewport(layer);
  const slot = useRef<HTMLSlotElement>(null);
  const [img, setImg] = useState(() => firstImg(host));
  useEffect(() => {
    const target = slot.current!;
    const changed = () => setImg(firstImg(host));
    target.addEventListener('slotchange', changed);
    changed();
    return () => target.removeEventListener('slotchange', changed);
  }, [host]);
  const refused = img ? imgProblem(img.getAttribute('src'), img.getAttribute('srcset'), img.baseURI) : null;
  const picture = img && !refused ? img : null;
  useEffect(() => {
    if (refused) report(new NlConfigError(TAG, `${refused}; the background from "src" instead`), TAG, host);
  }, [host, refused]);
  usePicture(picture, host);
  // With the editor's img as the picture, the element asks for nothing: the browser has chosen and
  // fetched the image from its srcset while parsing (one request, no second copy).
  const src = problems.src || picture ? '' : attrs.src;
  const template = attrs['url-template'];
  const crop = { ...DEFAULT_CROP, ...attrs.crop };
  const width = widthFor(boxWidth, ratio, crop);
  const quality = crop.quality;
  const key = src && `${template}\u0000${src}\u0000${quality}`;

  const [shown, setShown] = useState<LoadDetail | null>(null);
  const images = useRef<Ladder>(ladder(''));

  useEffect(() => {
    if (!key || !near) return;
    if (images.current.key !== key) images.current = ladder(key);
    const current = images.current;
    // Never smaller: not below an image shown or on its way, nor below one that failed (a smaller
    // size of an image the CDN could not give is not worth a request per step down).
    if (width <= current.highest) return;
    current.highest = width;
    const url = buildUrl(template, src, width, quality);
    if (!url) {
      // Only a template and src that passed their checks get here, so this is a safety net.
      const written = fillTemplate(template, src, width, quality);
      report(new NlLoadError(TAG, `could not load ${written}`), TAG, host);
      emit<LoadErrorDetail>(host, 'nl-load-error', { url: written });
      return;
    }
    // Not cancelled when the width changes again meanwhile: the image is on its way, and a larger
    // one asked for later wins either way.
    preload(url).then(
      () => {
        if (images.current !== current || width <= current.shown) return;
        current.shown = width;
        setShown({ url, width });
      },
      (error: unknown) => {
        report(error, TAG, host);
        emit<LoadErrorDetail>(host, 'nl-load-error', { url });
      },
    );
  }, [host, key, near, width, template, src, quality]);

  const visible = src ? shown : null;
  const visibleUrl = visible?.url ?? '';
  useLayoutEffect(() => {
    const style = layer.current!.style;
    if (visibleUrl) style.setProperty('background-image', cssUrl(visibleUrl));
    else style.removeProperty('background-image');
  }, [visibleUrl]);

  const position = attrs.position;
  useLayoutEffect(() => {
    const style = layer.current!.style;
    const slotStyle = slot.current!.style;
    if (position) {
      style.setProperty('background-position', position);
      // The img's object-position (inherited by the slotted img; CSSOM, CSP-safe).
      slotStyle.setProperty('--_nl-bg-focus', position);
    } else {
      style.removeProperty('background-position');
      slotStyle.removeProperty('--_nl-bg-focus');
    }
  }, [position]);

  useEffect(() => {
    if (shown) emit<LoadDetail>(host, 'nl-load', { url: shown.url, width: shown.width });
  }, [host, shown]);

  return (
    <>
      <div ref={layer} className={visible ? 'image shown' : 'image'} part="image" />
      <slot ref={slot} className={picture ? 'picture' : img ? 'refused' : undefined} />
    </>
  );
}
