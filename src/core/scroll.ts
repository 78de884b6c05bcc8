/**
 * Scrolls the page so that an element's top is in view, animated over 500 ms (the site's scroll
 * animation), or at once under prefers-reduced-motion. Resolves when done; a later scroll cancels
 * an earlier one (the user's own wheel or touch also cancels it).
 */
import { prefersReducedMotion } from './media.ts';

export const SCROLL_DURATION = 500;

let cancelCurrent: (() => void) | undefined;

export function scrollToElement(element: Element, duration = SCROLL_DURATION, offset = 0): Promise<void> {
  cancelCurrent?.();
  const start = window.scrollY;
  const target = () => Math.max(0, Math.min(
    element.getBoundingClientRect().top + window.scrollY - offset,
    document.documentElement.scrollHeight - window.innerHeight,
  ));
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo({ top: target(), behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const begin = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      cancelCurrent = undefined;
      resolve();
    };
    cancelCurrent = stop;
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    const step = (now: number) => {
      const progress = Math.min(1, (now - begin) / duration);
      // easeInOutCubic
      const eased = progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
      window.scrollTo({ top: start + (target() - start) * eased, behavior: 'instant' });
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  });
}

/** How long no `scroll` event must come before a scroll counts as ended where `scrollend` is missing. */
export const SCROLL_END_QUIET = 150;

/**
 * Calls `handler` when a scroll of `target` has come to rest: the browser's `scrollend` where it has
 * one; elsewhere (WebKit, Safari before 26.2) once no `scroll` event came for SCROLL_END_QUIET ms,
 * so that a swipe on an iPhone settles as in the other browsers (issue 37). Returns the clean-up.
 */
export function onScrollEnd(target: EventTarget, handler: () => void): () => void {
  if ('onscrollend' in window) {
    target.addEventListener('scrollend', handler);
    return () => target.removeEventListener('scrollend', handler);
  }
  let timer = 0;
  const onScroll = () => {
    clearTimeout(timer);
    timer = window.setTimeout(handler, SCROLL_END_QUIET);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    target.removeEventListener('scroll', onScroll);
  };
}
