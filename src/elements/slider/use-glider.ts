/**
 * nl-slider: glider's life cycle, what the viewport shows and how it moves.
 *
 * Slides: the element's light-DOM children. Each gets `slot="slide-{i}"` in order (before paint),
 * so it shows in the shadow root's wrapper `i` that glider sizes and scrolls; a MutationObserver
 * follows children added or removed, and glider re-measures the new set.
 *
 * Glider: starts glider
 * (glider.ts) on the viewport that React renders, re-measures on glider's refresh, on a new set of
 * slides and on a width change of the element's own (ResizeObserver), keeps `view` (which slides
 * are in view) in step with the scroll position, fires `nl-slide` once a new slide has come to
 * rest, and tears glider down on unmount. Moving the element in the DOM resets the viewport's
 * scroll position: the slide that was at rest is put back without animation.
 *
 * Moves: `go` moves to a slide (as far as the last slides allow) in `speed` ms whatever the
 * distance (instant under prefers-reduced-motion); `step` moves previous or next by
 * slidesToScroll, wrapping round with `rewind` and always for autoplay. While one of our moves
 * animates (`target`), the slides count as already at its target, so aria-hidden/inert change once
 * per move. A move that started from a key press in slide content takes focus along to the slide
 * that comes into view (the one it was in becomes inert), once that slide is no longer inert.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import { onScrollEnd } from '../../core/scroll.ts';
import { perViewAt, type SliderSettings } from './config.ts';
import { createGlider, type GliderHandle } from './glider.ts';
import { baseDuration, clamp, gliderOptions, measure, perViewOf, restView, sameView, type View } from './view.ts';

export interface SlideDetail {
  /** The first slide in view, from 0. */
  index: number;
  count: number;
}

export interface StepOptions {
  /** Autoplay: always wraps round. */
  auto?: boolean;
  /** Focus goes along to the slide that comes into view. */
  moveFocus?: boolean;
}

/** Previous (-1) or next (+1) by slidesToScroll. */
export type Step = (direction: 1 | -1, options?: StepOptions) => void;

/**
 * [the slides; the view; go(index); step(direction); glider's handle, for use-breakpoints.ts]. A
 * tuple: it minifies smaller than an object, and nl-slider's size budget is tight.
 */
export type SliderGlider = [
  slides: Element[],
  view: View,
  go: (index: number, moveFocus?: boolean) => void,
  step: Step,
  handleRef: RefObject<GliderHandle | null>,
];


export function useGlider(
  host: HTMLElement,
  viewport: RefObject<HTMLDivElement | null>,
  wrappers: RefObject<(HTMLDivElement | null)[]>,
  settings: SliderSettings,
  reduced: boolean,
): SliderGlider {
  const [slides, setSlides] = useState(() => [...host.children]);
  const count = slides.length;
  const [view, setView] = useState<View>(() => restView(0, perViewAt(window.innerWidth, settings), count));
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
    (direction: 1 | -1, options: StepOptions = {}) => {
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
    const observer = new MutationObserver(() => setSlides([...host.children]));
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

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const created = createGlider(element, gliderOptions(latest.current.settings), () => settle());
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
    });
    // A swipe or trackpad scroll that glider's scroll lock did not need to align.
    const offEnd = onScrollEnd(element, () => settle());
    // The element's own width changed without a window resize (a sidebar, a grid): re-measure.
    const resize = new ResizeObserver(() => {
      if (element.clientWidth && element.clientWidth !== glider.containerWidth) glider.refresh(true);
    });
    resize.observe(element);
    return () => {
      off();
      offEnd();
      resize.disconnect();
      created.dispose();
      handle.current = null;
    };
  }, [viewport, settle, sync, restoreAfterMove]);

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

  return [slides, view, go, step, handle];
}
