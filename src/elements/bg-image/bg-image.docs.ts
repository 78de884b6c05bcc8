// nl-bg-image: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "Background image of its box, from an image CDN at the width the box needs: the smallest of 160, 320, …, 2080 that is at least box width × devicePixelRatio; until measured, the crop width. The content over it (a hero text, a call to action) is the element's own light DOM. The image is requested only when the box comes within one viewport height of the viewport. It follows resizes and devicePixelRatio changes but never swaps to a smaller image than one already shown. The next image is preloaded and swapped in only once it has loaded (until the first, `--nl-bg-color` shows). A failed image keeps the previous one and logs `nl-bg-image: could not load {url}`. The image is decorative: put anything it says in the content, or use an `<img>` with `alt`. For a hero at the top of the page, put the photo in the markup as the first child, an `<img>` with `srcset` (`srcsetFor`/`bgImageMarkup` in `nl-components/cms` write it): it covers the box from the first paint, before any script, and stays the picture after the upgrade (the element then requests nothing). An img without http(s) URLs is refused (logged) and the background from `src` shown.",
  attributes: {
    src: {
      description: 'The image, an http(s) URL, relative or absolute (required).',
    },
    'url-template': {
      description: 'How the CDN is asked for a width: placeholders `{src}` (required; encoded when in the query), `{width}`, `{quality}`. `{src}?` becomes `{src}&` when src has a query already.',
      type: 'url',
    },
    crop: {
      description: '`width`: the width used until the box has been measured (not a cap); `quality`: the `{quality}` of every URL (1–100). Either may be left out.',
    },
    position: {
      description: "The image's CSS `background-position` (`center top`, `50% 30%`); default `--nl-bg-position`, else `center`.",
    },
  },
  events: {
    'nl-load': {
      detail: '{url: string, width: number}',
      description: 'When an image is shown (the first, and each larger one after it); `url` is absolute.',
    },
    'nl-load-error': {
      detail: '{url: string}',
      description: 'When an image could not be loaded (the previous one stays).',
    },
  },
  slots: {
    '': 'The content over the image; a first child `<img srcset>` is the image itself.',
  },
  parts: {
    image: 'The layer that shows the image (behind the content, filling the padding box).',
  },
  cssProperties: {
    '--nl-bg-color': {
      description: 'Background colour, shown while the image loads and where it does not cover (transparent).',
    },
    '--nl-bg-position': {
      description: 'Default `background-position` of the image (center).',
    },
    '--nl-bg-size': {
      description: '`background-size` of the image (cover).',
    },
    '--nl-bg-overlay': {
      description: 'A background over the image and under the content, e.g. a translucent gradient for legible text (none).',
    },
    '--nl-bg-fade': {
      description: 'Duration of the fade-in of the first image (0.3s; none with prefers-reduced-motion).',
    },
  },
  pages: ['index.html'],
};
