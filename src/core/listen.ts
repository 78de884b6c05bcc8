/**
 * Native listeners for an effect: `useEffect(() => listen(el, { click, keydown }), [...])`.
 * Elements use native listeners wherever an event may come from slotted light-DOM content, which
 * React's event props never see (docs/decisions.md, "React event props only where the target is in our shadow
 * tree"). Returns the cleanup that removes them all.
 */
type Handlers = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void } & Record<string, ((event: never) => void) | undefined>;

export function listen(target: EventTarget, handlers: Handlers): () => void {
  const entries = Object.entries(handlers).filter((entry): entry is [string, (event: never) => void] => Boolean(entry[1]));
  for (const [name, handler] of entries) target.addEventListener(name, handler as EventListener);
  return () => {
    for (const [name, handler] of entries) target.removeEventListener(name, handler as EventListener);
  };
}
