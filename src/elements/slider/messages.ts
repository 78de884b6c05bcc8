import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The carousel region's name when the element has no `label` attribute. */
  label: 'Carrousel',
  /** aria-roledescription of the region (WAI-ARIA APG carousel). */
  carousel: 'carrousel',
  /** aria-roledescription of each slide. */
  slide: 'dia',
  /** Each slide's name: "2 van 5". */
  slideLabel: '%{index} van %{count}',
  previous: 'Vorige dia',
  next: 'Volgende dia',
  /** The name of the group of dots. */
  picker: 'Kies een dia',
  /** A dot for one slide (one slide shown at a time). */
  goTo: 'Ga naar dia %{index}',
  /** A dot for a group of slides (several shown side by side). */
  goToRange: 'Ga naar dia %{from} tot en met %{to}',
  /** The rotation control while autoplay is on: what pressing it does. */
  stop: 'Automatisch afspelen stoppen',
  /** The rotation control while autoplay is stopped. */
  start: 'Automatisch afspelen starten',
} satisfies Catalogue;

export type SliderKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    label: 'Carousel',
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: '%{index} of %{count}',
    previous: 'Previous slide',
    next: 'Next slide',
    picker: 'Choose a slide',
    goTo: 'Go to slide %{index}',
    goToRange: 'Go to slides %{from} to %{to}',
    stop: 'Stop automatic slide show',
    start: 'Start automatic slide show',
  } satisfies Catalogue<SliderKey>,
};
