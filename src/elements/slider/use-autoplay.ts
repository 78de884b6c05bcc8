/**
 * nl-slider: autoplay and what pauses or stops it (WAI-ARIA APG carousel). Rotation moves to the
 * next slide every `interval` ms while autoplay is on, there is more than one view of slides, and
 * nothing holds it:
 * - the visitor's own choice on the rotation control (`choice`) lasts until they press it again;
 * - keyboard focus on any other element of the carousel stops rotation for good, as if the visitor
 *   had pressed stop (only the control starts it again);
 * - the pointer over the carousel, or focus from a click or tap in it, pauses it (the rotation
 *   control itself excepted, so that pressing "start" starts);
 * - under prefers-reduced-motion rotation does not start by itself (the control offers to start it).
 *
 * Native listeners: the events come from slide content in the light DOM too. Focus and pointer
 * moves between two nodes of the shadow tree never reach the host (the DOM leaves out a node for
 * which target and relatedTarget retarget alike), but they do reach the shadow root, and so do
 * those of slotted content.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { listen } from '../../core/listen.ts';
import type { Step } from './use-glider.ts';

/**
 * [playing: rotation is on (the control offers to stop it), whether or not it is paused now;
 * rotating: on and not paused (the slides container is then aria-live="off"); the rotation
 * control's ref; what pressing the control does]. A tuple: smaller, minified, than an object.
 */
export type Autoplay = [playing: boolean, rotating: boolean, controlRef: RefObject<HTMLButtonElement | null>, toggle: () => void];

export function useAutoplay(host: HTMLElement, autoplay: boolean, reduced: boolean, interval: number, index: number, step: Step): Autoplay {
  /** The visitor's own start/stop; null until they press the rotation control. */
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const control = useRef<HTMLButtonElement>(null);
  const playing = choice ? choice === 'play' : !reduced;
  const rotating = autoplay && playing && !hover && !focus;
  const autoplayRef = useRef(autoplay);
  useLayoutEffect(() => {
    autoplayRef.current = autoplay;
  });

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => step(1, { auto: true }), interval);
    return () => clearTimeout(timer);
  }, [rotating, index, interval, step]);

  useEffect(() => {
    const shadow = host.shadowRoot!;
    const onRotationControl = (event: Event) => {
      const origin = event.composedPath()[0];
      return origin instanceof Node && Boolean(control.current?.contains(origin));
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
    const offHost = listen(host, { pointerleave: () => setHover(false) });
    return () => {
      offShadow();
      offHost();
    };
  }, [host]);

  return [playing, rotating, control, () => setChoice(playing ? 'stop' : 'play')];
}
