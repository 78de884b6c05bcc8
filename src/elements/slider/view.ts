/**
 * nl-slider: where the viewport is, in slides. Plain functions of glider's state (itemWidth,
 * scrollLeft) and of the settings, no React: which slide is current, which are wholly in view (the
 * others get aria-hidden and inert), where each dot starts, and the options glider is given. Kept
 * apart so that the hooks (use-glider.ts) share one reading of the geometry.
 */
import { gliderLayout, type SliderSettings } from './config.ts';
import type { GliderHandle, GliderOptions } from './glider.ts';

/** Where the viewport is, in slides. */
export interface View {
  perView: number;
  /** The first slide in view (the current one). */
  index: number;
  /** Slides first … end-1 are wholly in view. */
  first: number;
  end: number;
  atStart: boolean;
  atEnd: boolean;
}

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function restView(index: number, perView: number, count: number): View {
  const maxStart = Math.max(0, count - perView);
  const at = clamp(index, 0, maxStart);
  return { perView, index: at, first: at, end: Math.min(count, at + perView), atStart: at <= 0, atEnd: at >= maxStart };
}

export function perViewOf(handle: GliderHandle): number {
  return Math.max(1, Math.round(handle.glider.opt.slidesToShow));
}

/** The view as glider has it now, or at rest on `target` while one of our moves goes there. */
export function measure(handle: GliderHandle, count: number, target: number | null): View {
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

export const sameView = (a: View, b: View) => (Object.keys(a) as (keyof View)[]).every((key) => a[key] === b[key]);

/** The first slide of each dot: one dot per `perView` slides, the last one ending at the last slide. */
export function pageStarts(count: number, perView: number): number[] {
  const maxStart = Math.max(0, count - perView);
  return Array.from({ length: Math.ceil(count / perView) }, (_, page) => Math.min(page * perView, maxStart));
}

export function gliderOptions(settings: SliderSettings): GliderOptions {
  return { ...gliderLayout(settings), scrollLock: true, draggable: false, resizeLock: true, duration: 0 };
}

/** glider's `duration` is ms per px: one slide's width takes `speed` ms (glider's scroll lock uses it). */
export function baseDuration(handle: GliderHandle, settings: SliderSettings, reduced: boolean): number {
  return reduced ? 0 : settings.speed / Math.max(1, handle.glider.itemWidth);
}
