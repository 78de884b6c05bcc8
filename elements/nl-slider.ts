/**
 * @tag nl-slider
 * @summary A carousel of the element's own child elements (one slide each) on glider-js, with previous/next buttons, dots, keyboard use and an optional autoplay that always has a visible pause button.
 * Presets (`variant`): `default` shows 1 slide, dots and previous/next, moves in 300 ms, no autoplay
 * (interval 7000 ms when switched on); `columns` shows 3 slides, 2 at ≤ 1000 px (and ≤ 600 px),
 * 1 at ≤ 480 px (viewport width), previous/next and autoplay every 4000 ms. `config` overrides
 * them. WAI-ARIA APG carousel: a region `Carrousel` (or `label`) with aria-roledescription
 * `carrousel`; each slide a group `dia` named `2 van 5`; slides out of view are aria-hidden and
 * inert. Arrow Left/Right anywhere in the slider move a slide. Autoplay: the rotation control
 * (`Automatisch afspelen stoppen` / `… starten`) is the first focusable element; keyboard focus on
 * any other element of the slider stops rotation until the control starts it again (APG); it
 * pauses while the pointer, or focus from a click, is in the slider; a visitor's stop lasts until
 * they press start, and under prefers-reduced-motion it does not start by itself (moves are then instant).
 * Without JavaScript the slides form a row that scrolls sideways.
 * @attr {"default" | "columns"} [variant=default] - The preset.
 * @attr {object} config - JSON overrides of the preset: `slidesToShow` (1–12, at the widest), `slidesToScroll` (1–12), `breakpoints` (`{"<max-width px>": slides}`), `speed` (ms, 0–10000), `autoplay` (boolean), `interval` (ms, 1000–600000), `dots`, `arrows`, `rewind` (booleans). Unknown keys or wrong types: `nl-slider: attribute "config" is not valid: …` and the preset alone.
 * @attr {string} label - The carousel region's accessible name (default `Carrousel` / `Carousel`); give each slider on a page its own.
 * @attr {object} messages - Text overrides: `{"label", "carousel", "slide", "slideLabel", "previous", "next", "picker", "goTo", "goToRange", "stop", "start"}`.
 * @fires {{index: number, count: number}} nl-slide - When another slide has become the first in view, once the move has ended (index from 0; also after a swipe or autoplay).
 * @slot - The slides: every child element is one slide (the element gives each a `slot` attribute, `slide-0`, `slide-1`, …).
 * @csspart carousel - The region around everything.
 * @csspart viewport - The scrolling box that glider moves.
 * @csspart track - The row of slides (glider's track).
 * @csspart slide - Each slide's wrapper (a group).
 * @csspart controls - The row with previous, dots and next.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart dots - The group of dots.
 * @csspart dot - Each dot (a button); the current one also has part `dot-current`.
 * @csspart rotation - The rotation control (pause / start), shown while autoplay is possible.
 * @cssprop --nl-slider-gap - Space between slides, split as padding on both sides of each slide (default: `--nl-space`, 1rem).
 * @cssprop --nl-slider-accent - The dots (#0b57d0). Focus rings are the library's (default: `--nl-color-primary`, #0b57d0).
 * @cssprop --nl-slider-control-color - Icons of the buttons (default: `--nl-color-text`, #1b1f24).
 * @cssprop --nl-slider-control-hover-background - Buttons on hover (rgb(0 0 0 / 0.08)) (default: `--nl-color-text` at 8%).
 * @method goTo(index: number): void - Moves to slide `index` (from 0).
 * @method next(): void - Moves to the next slide(s).
 * @method previous(): void - Moves to the previous slide(s).
 */
import { defineElement } from '../src/core/define.tsx';
import { Slider, spec } from '../src/elements/slider/slider.tsx';

export type { SlideDetail } from '../src/elements/slider/slider.tsx';
export type { SliderConfig } from '../src/elements/slider/config.ts';

defineElement('nl-slider', Slider, spec);
