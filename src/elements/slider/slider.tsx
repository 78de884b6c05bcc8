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
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import { useMediaQuery } from '../../core/media.ts';
import { configShape, gliderLayout, perViewAt, settingsFor, VARIANTS, type SliderConfig, type SliderSettings } from './config.ts';
import { createGlider, type GliderHandle, type GliderOptions } from './glider.ts';
import { messages, type SliderKey } from './messages.ts';
import styles from './slider.css?inline';

const attributes = {
  variant: attr.enum(VARIANTS, 'default'),
  // The keys and their types: config.ts, the README and the doc header.
  config: attr.json<SliderConfig>(configShape, { default: {}, example: { slidesToShow: 3, breakpoints: { '1000': 2, '600': 1 }, autoplay: true, interval: 5000 } }),
  label: attr.string(),
};

export interface SlideDetail {
  /** The first slide in view, from 0. */
  index: number;
  count: number;
}

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

/** Where the viewport is, in slides. */
interface View {
  perView: number;
  /** The first slide in view (the current one). */
  index: number;
  /** Slides first … end-1 are wholly in view. */
  first: number;
  end: number;
  atStart: boolean;
  atEnd: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function restView(index: number, perView: number, count: number): View {
  const maxStart = Math.max(0, count - perView);
  const at = clamp(index, 0, maxStart);
  return { perView, index: at, first: at, end: Math.min(count, at + perView), atStart: at <= 0, atEnd: at >= maxStart };
}

function perViewOf(handle: GliderHandle): number {
  return Math.max(1, Math.round(handle.glider.opt.slidesToShow));
}

function measure(handle: GliderHandle, count: number, target: number | null): View {
  const perView = perViewOf(handle);
  if (target !== null) return restView(target, perView, count);
  const { ele, itemWidth } = handle.glider;
  const width = itemWidth > 0 ? itemWidth : 1;
  const left = ele.scrollLeft;
  const maxLeft = ele.scrollWidth - ele.clientWidth;
  const maxStart = Math.max(0, count - perView);
  return {
    perView,
    index: clamp(Math.round(left / width), 0, maxStart),
    first: Math.max(0, Math.ceil((left - 1) / width)),
    end: Math.min(count, Math.floor((left + ele.clientWidth + 1) / width)),
    atStart: left <= 1,
    atEnd: left >= maxLeft - 1,
  };
}

const sameView = (a: View, b: View) => (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key]);

/** The first slide of each dot: one dot per `perView` slides, the last one ending at the last slide. */
export function pageStarts(count: number, perView: number): number[] {
  const maxStart = Math.max(0, count - perView);
  return Array.from({ length: Math.ceil(count / perView) }, (_, page) => Math.min(page * perView, maxStart));
}

function gliderOptions(settings: SliderSettings): GliderOptions {
  return { ...gliderLayout(settings), scrollLock: true, draggable: false, resizeLock: true, duration: 0 };
}

/** glider's `duration` is ms per px: one slide's width takes `speed` ms (glider's scroll lock uses it). */
function baseDuration(handle: GliderHandle, settings: SliderSettings, reduced: boolean): number {
  return reduced ? 0 : settings.speed / Math.max(1, handle.glider.itemWidth);
}

function slideElements(host: HTMLElement): Element[] {
  return [...host.children];
}

function isEditable(node: EventTarget | undefined): boolean {
  if (!(node instanceof HTMLElement)) return false;
  return node.isContentEditable || node.matches('input, textarea, select');
}

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
  const [slides, setSlides] = useState(() => slideElements(host));
  const count = slides.length;
  const [view, setView] = useState<View>(() => restView(0, perViewAt(window.innerWidth, settings), count));
  /** The visitor's own start/stop; null until they press the rotation control. */
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);

  const viewport = useRef<HTMLDivElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);
  const wrappers = useRef<(HTMLDivElement | null)[]>([]);
  const handle = useRef<GliderHandle | null>(null);
  /** The slide our running move goes to. */
  const target = useRef<number | null>(null);
  /** A slide to focus once it is no longer inert (after a key press in slide content). */
  const focusSlide = useRef<number | null>(null);
  const announced = useRef(0);
  /** The first slide in view when the viewport last came to rest (or the target of our move). */
  const rest = useRef(0);
  const latest = useRef({ settings, count, reduced });
  useLayoutEffect(() => {
    latest.current = { settings, count, reduced };
  });

  const sync = useCallback(() => {
    const current = handle.current;
    if (!current) return;
    const next = measure(current, latest.current.count, target.current);
    setView((previous) => (sameView(previous, next) ? previous : next));
  }, []);

  /** A new current slide to announce with nl-slide once React has committed the view. */
  const [announce, setAnnounce] = useState<SlideDetail | null>(null);

  /** The viewport has come to rest: clear the move, update, and note a new current slide. */
  const settle = useCallback(() => {
    const current = handle.current;
    if (!current || current.moving) return;
    target.current = null;
    sync();
    const { count: total } = latest.current;
    const { index } = measure(current, total, null);
    rest.current = index;
    if (index === announced.current) return;
    announced.current = index;
    setAnnounce({ index, count: total });
  }, [sync]);

  // After the commit: a listener sees the slide's aria-hidden/inert and the dots as they now are.
  useLayoutEffect(() => {
    if (announce) emit<SlideDetail>(host, 'nl-slide', announce);
  }, [announce, host]);

  const go = useCallback(
    (index: number, moveFocus = false) => {
      const current = handle.current;
      if (!current) return;
      const { glider } = current;
      const { settings: now, count: total, reduced: still } = latest.current;
      const to = clamp(index, 0, Math.max(0, total - perViewOf(current)));
      const distance = Math.abs(glider.ele.scrollLeft - to * glider.itemWidth);
      // One move takes `speed` ms whatever its distance (glider's duration is per px).
      glider.opt.duration = still || distance < 1 ? 0 : now.speed / distance;
      target.current = to;
      rest.current = to;
      if (moveFocus) focusSlide.current = to;
      sync();
      glider.scrollItem(to);
      glider.opt.duration = baseDuration(current, now, still);
    },
    [sync],
  );

  /** Previous (-1) or next (+1) by slidesToScroll; autoplay always wraps round. */
  const step = useCallback(
    (direction: 1 | -1, options: { auto?: boolean; moveFocus?: boolean } = {}) => {
      const current = handle.current;
      if (!current) return;
      const { settings: now, count: total } = latest.current;
      const perView = perViewOf(current);
      const maxStart = Math.max(0, total - perView);
      const from = target.current ?? measure(current, total, null).index;
      const by = Math.min(now.slidesToScroll, perView);
      let to: number;
      if (direction > 0) to = from >= maxStart ? (now.rewind || options.auto ? 0 : from) : Math.min(from + by, maxStart);
      else to = from <= 0 ? (now.rewind ? maxStart : from) : Math.max(from - by, 0);
      if (to !== from) go(to, options.moveFocus);
    },
    [go],
  );

  // Light-DOM children are the slides: follow additions and removals.
  useEffect(() => {
    const observer = new MutationObserver(() => setSlides(slideElements(host)));
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);

  // Each slide into its wrapper's slot (before paint); glider re-measures the new set.
  useLayoutEffect(() => {
    slides.forEach((slide, i) => {
      const name = `slide-${i}`;
      if (slide.slot !== name) slide.slot = name;
    });
    handle.current?.glider.refresh(true);
  }, [slides]);

  // Moving the element in the DOM rebuilds the viewport's box, and with it goes the scroll
  // position (it is 0 again, and a scroll event follows): put the slide that was at rest back in
  // view, without animation. React commits the move's re-render in a task of its own, which a busy
  // page may run after the next frame; the scroll event of the reset comes in that frame's
  // rendering steps, before paint. Whichever is first restores, so no frame shows the first slide.
  const place = useRef<[ParentNode | null, Node | null]>([null, null]);
  const restoreAfterMove = useCallback((): boolean => {
    const [parent, before] = place.current;
    place.current = [host.parentNode, host.nextSibling];
    const current = handle.current;
    if (!current || current.moving || (parent === host.parentNode && before === host.nextSibling)) return false;
    const { glider } = current;
    const left = Math.min(rest.current * glider.itemWidth, glider.ele.scrollWidth - glider.ele.clientWidth);
    if (Math.abs(glider.ele.scrollLeft - left) > 1) glider.ele.scrollLeft = left;
    return true;
  }, [host]);

  const applied = useRef('');
  const layout = JSON.stringify(gliderOptions(settings));

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const created = createGlider(element, gliderOptions(latest.current.settings), () => settle());
    applied.current = JSON.stringify(gliderOptions(latest.current.settings));
    handle.current = created;
    const { glider } = created;
    glider.opt.duration = baseDuration(created, latest.current.settings, latest.current.reduced);
    const off = listen(element, {
      // glider re-measured (window resize, breakpoint, slides added): new slide width, maybe a new
      // number of slides in view.
      'glider-refresh': () => {
        glider.opt.duration = baseDuration(created, latest.current.settings, latest.current.reduced);
        sync();
        settle();
      },
      scroll: () => {
        if (!restoreAfterMove()) sync();
      },
      // A swipe or trackpad scroll that glider's scroll lock did not need to align.
      scrollend: () => settle(),
    });
    // The element's own width changed without a window resize (a sidebar, a grid): re-measure.
    const resize = new ResizeObserver(() => {
      if (element.clientWidth && element.clientWidth !== glider.containerWidth) glider.refresh(true);
    });
    resize.observe(element);
    return () => {
      off();
      resize.disconnect();
      created.dispose();
      handle.current = null;
    };
  }, [settle, sync, restoreAfterMove]);

  // A new variant or config: new layout for glider.
  useLayoutEffect(() => {
    const current = handle.current;
    if (!current || applied.current === layout) return;
    applied.current = layout;
    current.glider.setOption(JSON.parse(layout) as GliderOptions, true);
    current.glider.refresh(true);
  }, [layout]);

  // After a move: at React's commit, or at the viewport's scroll event if that comes first.
  useLayoutEffect(() => {
    restoreAfterMove();
  });

  useLayoutEffect(() => {
    const index = focusSlide.current;
    if (index === null) return;
    focusSlide.current = null;
    wrappers.current[index]?.focus({ preventScroll: true });
  });

  const scrollable = count > view.perView;
  const autoplay = settings.autoplay && scrollable;
  const playing = choice ? choice === 'play' : !reduced;
  const rotating = autoplay && playing && !hover && !focus;
  const autoplayRef = useRef(autoplay);
  useLayoutEffect(() => {
    autoplayRef.current = autoplay;
  });

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => step(1, { auto: true }), settings.interval);
    return () => clearTimeout(timer);
  }, [rotating, view.index, settings.interval, step]);

  // Hover and focus pause rotation; arrow keys move. Native listeners: the events come from slide
  // content in the light DOM too. Focus and pointer moves between two nodes of the shadow tree never
  // reach the host (the DOM leaves out a node for which target and relatedTarget retarget alike),
  // but they do reach the shadow root, and so do those of slotted content.
  useEffect(() => {
    const shadow = host.shadowRoot!;
    const onRotationControl = (event: Event) => {
      const origin = event.composedPath()[0];
      return origin instanceof Node && Boolean(rotation.current?.contains(origin));
    };
    const inside = (node: EventTarget | null) => node instanceof Node && (node === host || host.contains(node) || shadow.contains(node));
    const offShadow = listen(shadow, {
      pointerover: (event) => setHover(!onRotationControl(event)),
      focusin: (event) => {
        if (onRotationControl(event)) return setFocus(false);
        setFocus(true);
        // Keyboard focus (APG carousel): rotation stops, as if the visitor had pressed stop, and
        // stays stopped when focus leaves, until the rotation control starts it again. Focus from
        // a click or a tap (no focus ring) only pauses it, like hover.
        const origin = event.composedPath()[0];
        if (autoplayRef.current && origin instanceof Element && origin.matches(':focus-visible')) setChoice('stop');
      },
      focusout: (event: FocusEvent) => {
        if (!inside(event.relatedTarget)) setFocus(false);
      },
    });
    const offHost = listen(host, {
      pointerleave: () => setHover(false),
      keydown: (event) => {
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        const origin = event.composedPath()[0];
        if (isEditable(origin)) return;
        event.preventDefault();
        // From slide content (light DOM), focus goes along to the slide that comes into view:
        // the one it was in becomes inert.
        step(event.key === 'ArrowRight' ? 1 : -1, { moveFocus: origin instanceof Node && origin !== host && host.contains(origin) });
      },
    });
    return () => {
      offShadow();
      offHost();
    };
  }, [host, step]);

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
          ref={rotation}
          type="button"
          className="button rotation"
          part="rotation"
          aria-label={playing ? t('stop') : t('start')}
          onClick={() => setChoice(playing ? 'stop' : 'play')}
        >
          <Icon d={playing ? PAUSE : PLAY} />
        </button>
      )}
      <div className="viewport" part="viewport" ref={viewport}>
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
