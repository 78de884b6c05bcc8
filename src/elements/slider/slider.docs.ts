// nl-slider: what its spec does not say (src/core/docs.ts). Read by the build, never by the element.
import type { ElementDocs } from '../../core/docs.ts';

export const docs: ElementDocs = {
  summary: "A carousel of the element's own child elements (one slide each) on glider-js, with previous/next buttons, dots, keyboard use and an optional autoplay that always has a visible pause button. Presets (`variant`): `default` shows 1 slide, dots and previous/next, moves in 300 ms, no autoplay (interval 7000 ms when switched on); `columns` shows 3 slides, 2 at ≤ 1000 px (and ≤ 600 px), 1 at ≤ 480 px (viewport width), previous/next and autoplay every 4000 ms. `config` overrides them. WAI-ARIA APG carousel: a region `Carrousel` (or `label`) with aria-roledescription `carrousel`; each slide a group `dia` named `2 van 5`; slides out of view are aria-hidden and inert. Arrow Left/Right anywhere in the slider move a slide. Autoplay: the rotation control (`Automatisch afspelen stoppen` / `… starten`) is the first focusable element; keyboard focus on any other element of the slider stops rotation until the control starts it again (APG); it pauses while the pointer, or focus from a click, is in the slider; a visitor's stop lasts until they press start, and under prefers-reduced-motion it does not start by itself (moves are then instant). Without JavaScript the slides form a row that scrolls sideways.",
  attributes: {
    variant: {
      description: 'The preset.',
    },
    config: {
      description: 'JSON overrides of the preset: `slidesToShow` (1–12, at the widest), `slidesToScroll` (1–12), `breakpoints` (`{"<max-width px>": slides}`), `speed` (ms, 0–10000), `autoplay` (boolean), `interval` (ms, 1000–600000), `dots`, `arrows`, `rewind` (booleans). Unknown keys or wrong types: `nl-slider: attribute "config" is not valid: …` and the preset alone.',
    },
    label: {
      description: "The carousel region's accessible name (default `Carrousel` / `Carousel`); give each slider on a page its own.",
    },
    messages: {
      description: 'Text overrides: `{"label", "carousel", "slide", "slideLabel", "previous", "next", "picker", "goTo", "goToRange", "stop", "start"}`.',
    },
  },
  events: {
    'nl-slide': {
      detail: '{index: number, count: number}',
      description: 'When another slide has become the first in view, once the move has ended (index from 0; also after a swipe or autoplay).',
    },
  },
  slots: {
    '': 'The slides: every child element is one slide (the element gives each a `slot` attribute, `slide-0`, `slide-1`, …).',
  },
  parts: {
    carousel: 'The region around everything.',
    viewport: 'The scrolling box that glider moves.',
    track: "The row of slides (glider's track).",
    slide: "Each slide's wrapper (a group).",
    controls: 'The row with previous, dots and next.',
    previous: 'The previous button.',
    next: 'The next button.',
    dots: 'The group of dots.',
    dot: 'Each dot (a button); the current one also has part `dot-current`.',
    rotation: 'The rotation control (pause / start), shown while autoplay is possible.',
  },
  cssProperties: {
    '--nl-slider-gap': {
      description: 'Space between slides, split as padding on both sides of each slide (default: `--nl-space`, 1em).',
    },
    '--nl-slider-accent': {
      description: "The dots (#0b57d0). Focus rings are the library's (default: `--nl-color-primary`, #0b57d0).",
    },
    '--nl-slider-control-color': {
      description: 'Icons of the buttons (default: `--nl-color-text`, #1b1f24).',
    },
    '--nl-slider-control-hover-background': {
      description: 'Buttons on hover (rgb(0 0 0 / 0.08)) (default: `--nl-color-text` at 8%).',
    },
  },
  methods: {
    goTo: {
      signature: '(index: number): void',
      description: 'Moves to slide `index` (from 0).',
    },
    next: {
      signature: '(): void',
      description: 'Moves to the next slide(s).',
    },
    previous: {
      signature: '(): void',
      description: 'Moves to the previous slide(s).',
    },
  },
  pages: ['index.html'],
};
