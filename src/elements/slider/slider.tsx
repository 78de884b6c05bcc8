/**
 * nl-slider: a carousel (WAI-ARIA APG "carousel", basic pattern with previous/next buttons, slide
 * picker dots and a rotation control) on glider-js.
 *
 * How the editor's slides reach glider: glider wants its slides as the children of a track element.
 * Here the track and one wrapper per slide are rendered in the shadow root; each wrapper holds a
 * named slot `slide-{i}`, and the host's light-DOM children get `slot="slide-{i}"` in order. So the
 * slides stay the editor's own markup (visible, styled and indexable before and without the code,
 * see pre-upgrade.css), and glider sizes and scrolls wrappers that React owns. A
 * MutationObserver on the host's children re-slots and refreshes glider when slides are added or
 * removed. glider runs with `skipTrack` on the viewport element and is torn down by glider.ts (its
 * own destroy() would replace the element behind React's back).
 *
 * State: where the viewport rests comes from glider (itemWidth, scrollLeft); while one of our
 * moves animates, the slides count as already at its target, so aria-hidden/inert change once per
 * move (and a slide that is about to be shown can take focus). Off-screen slides get aria-hidden
 * and inert: not read, links in them not tabbable.
 *
 * Autoplay (APG): the rotation control is the first focusable element and says what it will do;
 * keyboard focus on any other element of the carousel stops rotation for good (the control then
 * offers to start it; only the control starts it again), rotation pauses while the pointer is over
 * the carousel or focus from a click or tap is in it (the rotation control itself excepted, so that
 * pressing "start" starts), a visitor's stop lasts until they press start,
 * and under prefers-reduced-motion rotation does not start by itself (the control offers to start
 * it) and moves are instant. The slides container is aria-live="off" while rotating, "polite"
 * otherwise, so a move the visitor asked for is read out.
 *
 * This file is the composition; each job is a module of its own: use-glider.ts (the slides, glider's
 * life cycle, the view, moves, nl-slide), use-breakpoints.ts (a new variant or
 * config → glider's layout), use-autoplay.ts (rotation and
 * what pauses or stops it), use-slider-keyboard.ts (arrow keys); view.ts is the geometry.
 */
import { useEffect, useMemo, useRef } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { useMediaQuery } from '../../core/media.ts';
import { configShape, settingsFor, VARIANTS, type SliderConfig } from './config.ts';
import { messages, type SliderKey } from './messages.ts';
import styles from './slider.css?inline';
import { useAutoplay } from './use-autoplay.ts';
import { useBreakpoints } from './use-breakpoints.ts';
import { useGlider } from './use-glider.ts';
import { useSliderKeyboard } from './use-slider-keyboard.ts';
import { pageStarts } from './view.ts';

export type { SlideDetail } from './use-glider.ts';

const attributes = {
  variant: attr.enum(VARIANTS, 'default'),
  // The keys and their types: config.ts, the README and the doc header.
  config: attr.json<SliderConfig>(configShape, { default: {}, example: { slidesToShow: 3, breakpoints: { '1000': 2, '600': 1 }, autoplay: true, interval: 5000 } }),
  label: attr.string(),
};

interface Api {
  goTo(index: number): void;
  next(): void;
  previous(): void;
}
const apis = new WeakMap<Element, Api>();

export const spec: ElementSpec<typeof attributes, SliderKey> = {
  attributes,
  messages,
  styles,
  methods: {
    /** Moves to slide `index` (from 0; as far as the last slides allow). */
    goTo(this: NlElement, index: number) {
      if (Number.isFinite(index)) apis.get(this)?.goTo(Math.trunc(index));
    },
    next(this: NlElement) {
      apis.get(this)?.next();
    },
    previous(this: NlElement) {
      apis.get(this)?.previous();
    },
  },
};

/** The buttons' icons (24 × 24): filled shapes, or a stroked chevron. */
function Icon({ d, stroke = false }: { d: string; stroke?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {stroke ? (
        <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={d} fill="currentColor" />
      )}
    </svg>
  );
}
const PAUSE = 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z';
const PLAY = 'M8 5v14l11-7z';
const PREVIOUS = 'M15 5l-7 7 7 7';
const NEXT = 'M9 5l7 7-7 7';

export function Slider({ attrs, host, t }: ElementProps<typeof attributes, SliderKey>) {
  const settings = useMemo(() => settingsFor(attrs.variant, attrs.config), [attrs.variant, attrs.config]);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const viewport = useRef<HTMLDivElement>(null);
  const wrappers = useRef<(HTMLDivElement | null)[]>([]);
  const [slides, view, go, step, handleRef] = useGlider(host, viewport, wrappers, settings, reduced);
  const count = slides.length;
  useBreakpoints(handleRef, settings);
  const scrollable = count > view.perView;
  const autoplay = settings.autoplay && scrollable;
  const [playing, rotating, controlRef, toggle] = useAutoplay(host, autoplay, reduced, settings.interval, view.index, step);
  useSliderKeyboard(host, step);

  useEffect(() => {
    apis.set(host, { goTo: (index) => go(index), next: () => step(1), previous: () => step(-1) });
    return () => {
      apis.delete(host);
    };
  }, [host, go, step]);

  const starts = pageStarts(count, view.perView);
  let page = 0;
  starts.forEach((start, i) => {
    if (start <= view.index) page = i;
  });
  const arrows = settings.arrows && scrollable;
  const dots = settings.dots && scrollable;
  const controls = autoplay || arrows || dots;
  const previousDisabled = !settings.rewind && view.atStart;
  const nextDisabled = !settings.rewind && view.atEnd;

  return (
    <div
      className="carousel"
      part="carousel"
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={attrs.label || t('label')}
      data-controls={controls ? '' : undefined}
    >
      {autoplay && (
        <button
          ref={controlRef}
          type="button"
          className="button rotation"
          part="rotation"
          aria-label={playing ? t('stop') : t('start')}
          onClick={toggle}
        >
          <Icon d={playing ? PAUSE : PLAY} />
        </button>
      )}
      {/* tabIndex -1: Chromium makes a scroller without focusable content a tab stop of its own, which
          a screen reader calls by the slides' names ("1 van 5", no role); the slides are moved with the
          buttons and the arrow keys (issue 31). */}
      <div className="viewport" part="viewport" ref={viewport} tabIndex={-1}>
        <div className="track" part="track" id="slides" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((_, i) => {
            const hidden = i < view.first || i >= view.end;
            return (
              <div
                key={i}
                ref={(element) => {
                  wrappers.current[i] = element;
                }}
                className="slide"
                part="slide"
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('slideLabel', { index: i + 1, count })}
                aria-hidden={hidden ? 'true' : undefined}
                inert={hidden}
                tabIndex={-1}
              >
                <slot name={`slide-${i}`} />
              </div>
            );
          })}
        </div>
      </div>
      {controls && (
        <div className="controls" part="controls">
          {arrows && (
            <button
              type="button"
              className="button previous"
              part="previous"
              aria-label={t('previous')}
              aria-controls="slides"
              aria-disabled={previousDisabled ? 'true' : undefined}
              onClick={() => step(-1)}
            >
              <Icon d={PREVIOUS} stroke />
            </button>
          )}
          {dots && (
            <div className="dots" part="dots" role="group" aria-label={t('picker')}>
              {starts.map((start, i) => (
                <button
                  key={i}
                  type="button"
                  className="dot"
                  part={i === page ? 'dot dot-current' : 'dot'}
                  aria-label={
                    view.perView === 1
                      ? t('goTo', { index: start + 1 })
                      : t('goToRange', { from: start + 1, to: Math.min(start + view.perView, count) })
                  }
                  aria-controls="slides"
                  aria-current={i === page ? 'true' : undefined}
                  onClick={() => go(start)}
                >
                  <span className="mark" />
                </button>
              ))}
            </div>
          )}
          {arrows && (
            <button
              type="button"
              className="button next"
              part="next"
              aria-label={t('next')}
              aria-controls="slides"
              aria-disabled={nextDisabled ? 'true' : undefined}
              onClick={() => step(1)}
            >
              <Icon d={NEXT} stroke />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
