// nl-slider: spec in src/elements/slider/slider.tsx, its documented facts in src/elements/slider/slider.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Slider, spec } from '../src/elements/slider/slider.tsx';

export type { SlideDetail } from '../src/elements/slider/slider.tsx';
export type { SliderConfig } from '../src/elements/slider/config.ts';

defineElement('nl-slider', Slider, spec);
