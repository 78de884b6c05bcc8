/**
 * HTML's invoker commands where the browser has none (WebKitGTK 2.50, Safari before 26.2, Firefox
 * before 144; issue 37): `<button commandfor="ID" command="--show">` would otherwise be a dead button
 * on a visitor's iPhone. One click listener on the document, added once and only in such a browser,
 * does what the browser's own activation would: after the click (unless a handler cancelled it), a
 * `command` event with `command` and `source` on the nl-modal that the button's `commandfor` names in
 * the button's own tree. Other elements' commands are left alone: this is no general polyfill.
 */
const supported = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
let installed = false;

function onClick(event: Event): void {
  if (event.defaultPrevented) return;
  const button = event.composedPath().find((node): node is HTMLButtonElement => node instanceof HTMLButtonElement && node.hasAttribute('commandfor'));
  if (!button || button.disabled) return;
  const command = button.getAttribute('command') ?? '';
  const root = button.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById?.(button.getAttribute('commandfor') ?? '');
  if (!target || target.localName !== 'nl-modal' || !command.startsWith('--')) return;
  target.dispatchEvent(Object.assign(new Event('command', { cancelable: true }), { command, source: button }));
}

/** Makes invoker buttons work for nl-modal in a browser without invoker commands (once per page). */
export function invokersWhereMissing(): void {
  if (supported || installed) return;
  installed = true;
  document.addEventListener('click', onClick);
}
