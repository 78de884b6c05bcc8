/**
 * nl-slider: a new `variant` or `config` while the slider runs. Slides shown, slides scrolled and
 * the breakpoints (config.ts turns the contract's max-width breakpoints into glider's min-width
 * `responsive` settings) go to glider as a new layout, and glider re-measures. Nothing happens when
 * the layout is the one glider already has (use-glider.ts starts it with the first render's).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SliderSettings } from './config.ts';
import type { GliderHandle, GliderOptions } from './glider.ts';
import { gliderOptions } from './view.ts';

export function useBreakpoints(handle: RefObject<GliderHandle | null>, settings: SliderSettings): void {
  const layout = JSON.stringify(gliderOptions(settings));
  const applied = useRef(layout);
  useLayoutEffect(() => {
    const current = handle.current;
    if (!current || applied.current === layout) return;
    applied.current = layout;
    current.glider.setOption(JSON.parse(layout) as GliderOptions, true);
    current.glider.refresh(true);
  }, [handle, layout]);
}
