/**
 * The first update, rehearsed (issue 38): a visitor's first tap on a page updates a rendered element
 * through code of React's (and of ours) that has not run yet on that page: the state update, the
 * render of an existing fiber, the attribute and text changes in the commit, the effects again. The
 * browser compiles each function on its first call, so the first tap paid for it: at 4x CPU its
 * handlers took 74 ms on the benchmark's 50-item accordion page, the second tap's 14 ms.
 *
 * Once the page's first render is done and the browser is idle, `rehearse()` renders a small tree in
 * a root of its own on a detached <div> (never in the document, never seen; its listeners see no
 * event), updates it a few times the way an element updates (a state setter inside flushSync) and
 * unmounts it. What it costs, a few milliseconds at 1x, is spent while nothing else happens.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { whenIdle } from './idle.ts';

function Rehearsal({ give }: { give: (set: (n: number) => void) => void }): ReactNode {
  const [n, setN] = useState(0);
  useLayoutEffect(() => give(setN), [give]);
  useLayoutEffect(() => undefined, [n]);
  useEffect(() => undefined, [n]);
  const odd = n % 2 === 1;
  return (
    <div data-n={n} className={odd ? 'open' : undefined} aria-expanded={odd} hidden={!odd}>
      <span>{n}</span>
      {odd ? <b>{n}</b> : null}
    </div>
  );
}

let asked = false;
let ran = 0;

/** How many rehearsals have run to the end on this page (0 or 1; for the tests). */
export const rehearsals = (): number => ran;

/** Rehearses the first update once per page, when the browser is idle (at most 2 s later). */
export function rehearse(): void {
  if (asked) return;
  asked = true;
  whenIdle(() => {
    try {
      let set: ((n: number) => void) | undefined;
      const root = createRoot(document.createElement('div'));
      flushSync(() => root.render(<Rehearsal give={(setN) => (set = setN)} />));
      for (let n = 1; n <= 3; n += 1) flushSync(() => set?.(n));
      root.unmount();
      ran += 1;
    } catch {
      // A rehearsal only: whatever it meets, the real update will meet and report.
    }
  }, 2000);
}
