/**
 * What nl-bg-image watches: its box's width (ResizeObserver), the devicePixelRatio (a
 * `(resolution: Xdppx)` media query, re-armed at every change: browser zoom, a window moved to
 * another screen) and whether it is near the viewport (IntersectionObserver).
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * How far ahead of the viewport an image starts loading: one viewport height above and below
 * (percentages of rootMargin are of the root's size), so it has a screen of scrolling to arrive
 * in; less would show the colour on a fast scroll, much more would load images nobody sees.
 */
export const ROOT_MARGIN = '100% 0px';

function subscribeRatio(onChange: () => void): () => void {
  let list: MediaQueryList | undefined;
  const arm = () => {
    list?.removeEventListener('change', changed);
    list = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    list.addEventListener('change', changed);
  };
  // The query matched the old ratio; after a change it matches no longer: ask for the new one.
  function changed() {
    arm();
    onChange();
  }
  arm();
  return () => list?.removeEventListener('change', changed);
}

export function useDevicePixelRatio(): number {
  return useSyncExternalStore(subscribeRatio, () => window.devicePixelRatio);
}

/**
 * The width of `ref`'s box, from ResizeObserver; null until it has had a width above 0. Once
 * measured it stays measured: a box that collapses to 0 (a closing panel) keeps its last width,
 * rather than falling back to the crop width.
 */
export function useBoxWidth(ref: RefObject<Element | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]!.contentRect.width;
      if (box > 0) setWidth(box);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Whether `ref`'s box is within ROOT_MARGIN of the viewport (false until the first report). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => setNear(entries[entries.length - 1]!.isIntersecting), { rootMargin: ROOT_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
