/**
 * nl-slider: Arrow Left and Arrow Right anywhere in the slider move a slide (previous, next),
 * unless a modifier is held or focus is in something that is typed in. A native listener on the
 * host: the keys come from slide content in the light DOM too. From slide content, focus goes
 * along to the slide that comes into view (the one it was in becomes inert).
 */
import { useEffect } from 'react';
import { listen } from '../../core/listen.ts';
import type { Step } from './use-glider.ts';

function isEditable(node: EventTarget | undefined): node is HTMLElement {
  if (!(node instanceof HTMLElement)) return false;
  return node.isContentEditable || node.matches('input, textarea, select');
}

/**
 * Whether the key would take a text field's caret past its end: with nothing selected, Arrow Left
 * at the start (Arrow Right in right-to-left text) or Arrow Right at the end. The field has no use
 * for it, and WebKit passes it on to the nearest scroll container, the slides' viewport, which it
 * scrolls part of a slide: the field's slide is then not wholly in view, so it turns inert and the
 * field loses focus (until glider snaps back).
 */
function pastTheEnd(field: HTMLElement, key: string): boolean {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
  const { selectionStart: start, selectionEnd: end, value } = field;
  // Fields without a caret to read (number, email, date and the like) are left alone.
  if (start === null || start !== end) return false;
  const forward = (key === 'ArrowRight') === (getComputedStyle(field).direction !== 'rtl');
  return forward ? end === value.length : start === 0;
}

export function useSliderKeyboard(host: HTMLElement, step: Step): void {
  useEffect(
    () =>
      listen(host, {
        keydown: (event) => {
          if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const origin = event.composedPath()[0];
          if (isEditable(origin)) {
            // The field's own key; where it would do nothing there, it does nothing here either.
            if (pastTheEnd(origin, event.key)) event.preventDefault();
            return;
          }
          event.preventDefault();
          step(event.key === 'ArrowRight' ? 1 : -1, { moveFocus: origin instanceof Node && origin !== host && host.contains(origin) });
        },
      }),
    [host, step],
  );
}
