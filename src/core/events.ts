/**
 * Fires one of the library's public events: a CustomEvent named nl-*, bubbling and composed so a
 * listener on document sees it even when it comes out of a shadow root.
 */
export function emit<T>(target: EventTarget, name: `nl-${string}`, detail?: T, options: { cancelable?: boolean } = {}): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
