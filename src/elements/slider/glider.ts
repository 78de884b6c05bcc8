/**
 * glider-js, typed as far as nl-slider uses it, with a teardown that suits a React-owned element.
 *
 * glider's own destroy() replaces its element with a clone (to drop the listeners it added), which
 * would take the node away from React. So we construct it with `skipTrack` on an element React
 * renders (its first child is the track, whose children are the slides), note the listeners it adds
 * to that element while it is constructed, and undo exactly those, its window `resize` listener,
 * its scroll-lock timer and a running scroll animation in dispose().
 */
import Glider from 'glider-js';

export interface GliderOptions {
  slidesToShow: number;
  slidesToScroll?: number;
  responsive?: { breakpoint: number; settings: Record<string, unknown> }[];
  /** ms per px of distance. */
  duration?: number;
  rewind?: boolean;
  scrollLock?: boolean;
  scrollLockDelay?: number;
  skipTrack?: boolean;
  draggable?: boolean;
  /** glider's own events (glider-*) do not bubble when true. */
  eventPropagate?: boolean;
  resizeLock?: boolean;
}

export interface GliderInstance {
  ele: HTMLElement;
  track: HTMLElement;
  slides: HTMLCollection;
  opt: GliderOptions & { slidesToShow: number; duration: number };
  slide: number;
  itemWidth: number;
  containerWidth: number;
  trackWidth: number;
  animate_id: number;
  scrollLock?: ReturnType<typeof setTimeout>;
  resize: () => void;
  scrollItem(slide: number | 'prev' | 'next', dot?: boolean): void;
  scrollTo(target: number, duration: number, callback?: () => void): void;
  refresh(paging?: boolean): void;
  updateControls(event?: Event): void;
  setOption(options: Partial<GliderOptions>, global?: boolean): void;
}

export interface GliderHandle {
  glider: GliderInstance;
  /** Scroll animations under way (glider's own ones on refresh included). */
  readonly moving: boolean;
  dispose(): void;
}

type Listener = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];

/**
 * Starts glider on `element`. `onMoved` runs after each scroll animation ends (and glider has updated
 * its state) once no other animation is under way.
 */
export function createGlider(element: HTMLElement, options: GliderOptions, onMoved: () => void): GliderHandle {
  const added: Listener[] = [];
  // An own property for the constructor's duration only: records what glider adds to the element.
  element.addEventListener = function (this: HTMLElement, type: string, listener: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) {
    added.push([type, listener, opts]);
    HTMLElement.prototype.addEventListener.call(this, type, listener, opts);
  } as HTMLElement['addEventListener'];
  let glider: GliderInstance;
  try {
    glider = new Glider(element, { ...options, skipTrack: true, eventPropagate: true }) as GliderInstance;
  } finally {
    delete (element as unknown as Record<string, unknown>).addEventListener;
  }

  let active = 0;
  let disposed = false;
  // When the element last scrolled: glider's scroll-lock timer (scrollLockDelay 250 ms) can only be
  // pending shortly after that; its id is never cleared, so an old one is left alone.
  let scrolled = -Infinity;
  const onScroll = () => (scrolled = performance.now());
  element.addEventListener('scroll', onScroll, { passive: true });
  const scrollTo = glider.scrollTo;
  // A refresh (window resize, breakpoint) keeps the current slide in view with a scroll to
  // `slide × itemWidth` in the next frame (resizeLock, the only scroll glider starts without a
  // callback), but then at once reads `slide` back from the scrollLeft that has not moved yet
  // (updateControls). A second refresh before that frame (two resize events) would then scroll to
  // the wrong slide. So while such a scroll is pending, `slide` stays the one it is heading for.
  let locks = 0;
  let lockedSlide = 0;
  const updateControls = glider.updateControls;
  glider.updateControls = function (event) {
    updateControls.call(glider, event);
    if (locks) glider.slide = lockedSlide;
  };
  // glider ends every animation with its callback, an interrupted one too (it jumps to its own
  // target first), so counting them tells when the viewport has come to rest.
  glider.scrollTo = function (target, duration, callback) {
    const lock = !callback;
    if (lock) {
      locks++;
      lockedSlide = glider.slide;
    }
    active++;
    scrollTo.call(glider, target, duration, () => {
      active--;
      if (lock) locks--;
      if (disposed) return;
      callback?.call(glider);
      if (!active) onMoved();
    });
  };

  return {
    glider,
    get moving() {
      return active > 0;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      window.removeEventListener('resize', glider.resize);
      for (const [type, listener, opts] of added) element.removeEventListener(type, listener, opts);
      element.removeEventListener('scroll', onScroll);
      if (glider.scrollLock !== undefined && performance.now() - scrolled < 1000) clearTimeout(glider.scrollLock);
      glider.animate_id++; // a running animation stops at its next frame
      delete (element as unknown as Record<string, unknown>)._glider;
    },
  };
}
