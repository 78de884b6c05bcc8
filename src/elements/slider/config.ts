/**
 * nl-slider's presets and the `config` attribute: its keys, the Shape that checks them, and how the
 * contract's max-width breakpoints become glider-js's `responsive` settings (which are min-width:
 * glider applies the entry with the largest `breakpoint` that `window.innerWidth` reaches).
 */
import { describe, type Shape } from '../../core/shape.ts';
import { s } from '../../core/shape.ts';

export const VARIANTS = ['default', 'columns'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface SliderSettings {
  /** Slides side by side at the widest viewport (above every breakpoint). */
  slidesToShow: number;
  /** Slides that previous/next move (never more than are shown). */
  slidesToScroll: number;
  /** Viewport max-width in px → slides shown at that width and below (until a smaller one). */
  breakpoints: Record<string, number>;
  /** Duration of one move in ms (0 = instant). */
  speed: number;
  autoplay: boolean;
  /** Time between automatic moves in ms. */
  interval: number;
  dots: boolean;
  arrows: boolean;
  /** Previous on the first slide goes to the last, next on the last to the first. */
  rewind: boolean;
}

export type SliderConfig = Partial<SliderSettings>;

/** README.md here, Presets: default = dots, 1 slide, speed 300, autoplay off, interval 7000 ms; columns = 3 slides,
 * autoplay every 4000 ms, 2 slides at ≤ 1000 px and ≤ 600 px, 1 at ≤ 480 px. */
export const PRESETS: Record<Variant, SliderSettings> = {
  default: {
    slidesToShow: 1,
    slidesToScroll: 1,
    breakpoints: {},
    speed: 300,
    autoplay: false,
    interval: 7000,
    dots: true,
    arrows: true,
    rewind: true,
  },
  columns: {
    slidesToShow: 3,
    slidesToScroll: 1,
    breakpoints: { '1000': 2, '600': 2, '480': 1 },
    speed: 300,
    autoplay: true,
    interval: 4000,
    dots: false,
    arrows: true,
    rewind: true,
  },
};

const BREAKPOINT_KEY = /^[1-9][0-9]{0,4}$/;
const count = s.number({ min: 1, max: 12, integer: true });

const breakpoints: Shape<Record<string, number>> = {
  expected: 'an object of max-widths in px and slide counts',
  check(value, path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return `${path} must be an object of max-widths in px and slide counts ({"600": 1}), got ${describe(value)}`;
    }
    for (const [key, slides] of Object.entries(value)) {
      if (!BREAKPOINT_KEY.test(key)) return `${path} key ${JSON.stringify(key)} must be a width in px (a whole number from 1)`;
      const problem = count.check(slides, `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  },
  schema: () => ({
    type: 'object',
    propertyNames: { pattern: BREAKPOINT_KEY.source },
    additionalProperties: count.schema(),
    description: 'Viewport max-width in px → slides shown at that width and below.',
    examples: [{ '1000': 2, '600': 1 }],
  }),
};

// Defaults in the schema are the `default` variant's (`columns` has its own preset, see PRESETS).
const key = <T>(shape: Shape<T>, name: keyof SliderSettings, description: string) =>
  s.optional(s.doc(shape, { description, default: PRESETS.default[name] }));

const keys = {
  slidesToShow: key(count, 'slidesToShow', 'Slides side by side at the widest viewport.'),
  slidesToScroll: key(count, 'slidesToScroll', 'Slides that previous and next move.'),
  breakpoints: key(breakpoints, 'breakpoints', 'Viewport max-width in px → slides shown at that width and below.'),
  speed: key(s.number({ min: 0, max: 10000, integer: true }), 'speed', 'Duration of one move in ms (0: instant).'),
  autoplay: key(s.boolean(), 'autoplay', 'Move on by itself (with a pause button).'),
  interval: key(s.number({ min: 1000, max: 600000, integer: true }), 'interval', 'Time between automatic moves in ms.'),
  dots: key(s.boolean(), 'dots', 'Show a dot per slide.'),
  arrows: key(s.boolean(), 'arrows', 'Show the previous and next buttons.'),
  rewind: key(s.boolean(), 'rewind', 'Next on the last slide goes to the first, and back.'),
};

export const CONFIG_KEYS = Object.keys(keys) as (keyof SliderSettings)[];

const object = s.object(keys);

/** s.object allows extra keys (forward compatible); `config` does not: a typo must not pass unseen. */
export const configShape: Shape<SliderConfig> = {
  expected: 'an object',
  check(value, path) {
    const problem = object.check(value, path);
    if (problem) return problem;
    const unknown = Object.keys(value as object).filter((key) => !(CONFIG_KEYS as string[]).includes(key));
    if (unknown.length) {
      return `unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (known keys: ${CONFIG_KEYS.join(', ')})`;
    }
    return null;
  },
  schema: () => ({ ...object.schema(), additionalProperties: false }),
};

export function settingsFor(variant: Variant, config: SliderConfig): SliderSettings {
  return { ...PRESETS[variant], ...config };
}

/** The breakpoints as [max-width, slides] from the narrowest; never more slides than slidesToShow. */
function steps(settings: SliderSettings): [number, number][] {
  return Object.entries(settings.breakpoints)
    .map(([width, slides]): [number, number] => [Number(width), Math.min(slides, settings.slidesToShow)])
    .sort((a, b) => a[0] - b[0]);
}

/** Slides shown at a viewport width (as window.innerWidth, which is what glider-js reads). */
export function perViewAt(width: number, settings: SliderSettings): number {
  for (const [max, slides] of steps(settings)) if (width <= max) return slides;
  return settings.slidesToShow;
}

export interface GliderLayout {
  slidesToShow: number;
  responsive: { breakpoint: number; settings: { slidesToShow: number } }[];
}

/**
 * glider-js's `responsive` entries are min-widths: `{breakpoint: b}` applies when innerWidth ≥ b.
 * "2 slides at ≤ 1000 px, 1 at ≤ 480 px, else 3" is therefore a base of 1 (the narrowest), 2 from
 * 481 px and 3 from 1001 px. innerWidth is a whole number, so ≤ 480 and < 481 are the same widths.
 */
export function gliderLayout(settings: SliderSettings): GliderLayout {
  const list = steps(settings);
  if (!list.length) return { slidesToShow: settings.slidesToShow, responsive: [] };
  return {
    slidesToShow: list[0]![1],
    responsive: list.map(([max], i) => ({ breakpoint: max + 1, settings: { slidesToShow: list[i + 1]?.[1] ?? settings.slidesToShow } })),
  };
}
