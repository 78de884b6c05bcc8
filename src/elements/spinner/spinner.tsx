/**
 * nl-spinner: a page-wide "busy" overlay, driven by the observer (README.md here):
 * `observer.publish("components.spinner.show")` shows it, `components.spinner.hide` hides it.
 *
 * - Shows and hides are counted: two shows need two hides (two requests running at once), and
 *   the count never goes below 0 (a stray hide does not cancel the next show).
 * - Subscribed with {replay: true}: a CMS script may publish before this tag's code has loaded.
 *   The observer keeps its history per event name, so the order of past shows and hides is not
 *   known; the replay adds them up (shows minus hides, at least 0), which is right whenever the
 *   page never hid more than it showed. (Up to the observer's last 50 of each.)
 * - The role="status" region is always in the DOM (empty and visually hidden while idle), so the
 *   text `Bezig met laden…` that appears in it is announced: a region created together with its
 *   text is not reliably read out.
 * - The spinning arc stops under prefers-reduced-motion; three still dots take its place.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { observer } from '../../core/observer.ts';
import styles from './spinner.css?inline';
import { messages, type SpinnerKey } from './messages.ts';

export const SHOW = 'components.spinner.show';
export const HIDE = 'components.spinner.hide';

const attributes = {};

export const spec: ElementSpec<typeof attributes, SpinnerKey> = { attributes, messages, styles };

/** Shows minus hides published so far (at least 0): the observer's history, read by a replay. */
function replayedCount(): number {
  let count = 0;
  observer.subscribe(SHOW, () => count++, { replay: true })();
  observer.subscribe(HIDE, () => count--, { replay: true })();
  return Math.max(0, count);
}

export function Spinner({ host, t }: ElementProps<typeof attributes, SpinnerKey>) {
  // What was published before the code loaded counts from the first render (and the first paint).
  const [count, setCount] = useState(replayedCount);
  const active = count > 0;

  // Live from here on. A layout effect runs in the same task as the first render, so no event
  // can fall between the replay above and this subscription.
  useLayoutEffect(() => {
    const offShow = observer.subscribe(SHOW, () => setCount((c) => c + 1));
    const offHide = observer.subscribe(HIDE, () => setCount((c) => Math.max(0, c - 1)));
    return () => {
      offShow();
      offHide();
    };
  }, []);

  // nl-spinner-show / nl-spinner-hide on every change of visibility (not for the idle first render).
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    emit(host, active ? 'nl-spinner-show' : 'nl-spinner-hide');
  }, [active, host]);

  return (
    <div className={active ? 'overlay active' : 'overlay'} part="overlay">
      {active && (
        <svg className="indicator" part="indicator" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className="track" cx="24" cy="24" r="20" fill="none" strokeWidth="5" />
          <path className="arc" d="M24 4a20 20 0 0 1 20 20" fill="none" strokeWidth="5" strokeLinecap="round" />
          <g className="still">
            <circle cx="14" cy="24" r="3.5" />
            <circle cx="24" cy="24" r="3.5" />
            <circle cx="34" cy="24" r="3.5" />
          </g>
        </svg>
      )}
      <div className="text" part="text" role="status">
        {active ? t('loading') : ''}
      </div>
    </div>
  );
}
