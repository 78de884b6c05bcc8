/**
 * nl-slider: Arrow Left and Arrow Right anywhere in the slider move a slide (previous, next),
 * unless a modifier is held or focus is in something that is typed in. A native listener on the
 * host: the keys come from slide content in the light DOM too. From slide content, focus goes
 * along to the slide that comes into view (the one it was in becomes inert).
 */
import { useEffect } from 'react';
import { listen } from '../../core/listen.ts';
import type { Step } from './use-glider.ts';

function isEditable(node: EventTarget | undefined): boolean {
  if (!(node instanceof HTMLElement)) return false;
  return node.isContentEditable || node.matches('input, textarea, select');
}

export function useSliderKeyboard(host: HTMLElement, step: Step): void {
  useEffect(
    () =>
      listen(host, {
        keydown: (event) => {
          if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const origin = event.composedPath()[0];
          if (isEditable(origin)) return;
          event.preventDefault();
          step(event.key === 'ArrowRight' ? 1 : -1, { moveFocus: origin instanceof Node && origin !== host && host.contains(origin) });
        },
      }),
    [host, step],
  );
}
