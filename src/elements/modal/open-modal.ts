/**
 * openModal(options): builds an nl-modal in code (README.md here, issue #3) and resolves with the
 * index of the button that closed it, or "dismiss" when it closed otherwise (its close button,
 * Escape, the backdrop). The text is always text (textContent), never HTML. Buttons are light DOM,
 * so the page's own button classes (`class`) style them. A button's callback runs first; if it
 * throws, that is logged and the dialog still closes. `dismiss: false` keeps the dialog open after
 * the callback. Several calls in a row stack (the newest on top); closing one never leaves anything over
 * the page, and the element is removed once its closing animation has run.
 */
import { report } from '../../core/errors.ts';
import { deepActiveElement } from '../../core/focus.ts';
import { s, type Shape } from '../../core/shape.ts';
import { ANIMATIONS, CLOSE_TYPES, TYPES, type ModalType } from './modal.tsx';
import { messages } from './messages.ts';
import { pickLang, closestLang } from '../../core/i18n.ts';

export interface ModalButton {
  text: string;
  /** Class names for the button (the page's own, e.g. "btn btn-primary"). */
  class?: string;
  callback?: (event: MouseEvent) => void;
  /** Whether pressing it closes the dialog (default true). */
  dismiss?: boolean;
}

export interface ModalOptions {
  type?: ModalType;
  title?: string;
  text?: string;
  animation?: (typeof ANIMATIONS)[number];
  buttons?: ModalButton[];
  /** How it may be closed: "all" (default), "none", or any of "button", "backdrop", "escape" (a list or a space-separated string). */
  closeType?: string | Array<(typeof CLOSE_TYPES)[number]>;
}

export type ModalResult = number | 'dismiss';

const fn: Shape<(event: MouseEvent) => void> = {
  expected: 'a function',
  check: (value, path) => (typeof value === 'function' ? null : `${path} must be a function, got ${typeof value}`),
  // A script's options object, never JSON: no JSON value is a function.
  schema: () => ({ not: {} }),
};

const closeTypeShape = s.union(s.string(), s.array(s.literal(...CLOSE_TYPES)));
const fields: { [K in keyof ModalOptions]-?: Shape<unknown> } = {
  type: s.literal(...TYPES),
  title: s.string(),
  text: s.string(),
  animation: s.literal(...ANIMATIONS),
  buttons: s.array(s.object({ text: s.string(), class: s.optional(s.string()), callback: s.optional(fn), dismiss: s.optional(s.boolean()) })),
  closeType: closeTypeShape,
};

/**
 * Each option checked on its own: a bad one is logged and left out; the rest still applies. Only the
 * object's own keys that are options count: a key that is none (a typo, `constructor`, a JSON
 * `__proto__`) is logged once and ignored, never looked up on Object.prototype.
 */
function checked(options: unknown): ModalOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    if (options !== undefined) console.error(`nl-modal: openModal(options) needs an object, got ${Array.isArray(options) ? 'an array' : typeof options}`);
    return {};
  }
  let entries: [string, unknown][];
  try {
    entries = Object.entries(options);
  } catch (error) {
    // A Proxy or a getter that throws.
    console.error(`nl-modal: openModal(options) could not be read (${error instanceof Error ? error.message : String(error)}); the defaults are used`);
    return {};
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (!Object.prototype.hasOwnProperty.call(fields, key)) {
      console.error(`nl-modal: openModal option ${JSON.stringify(key)} is not an option (${Object.keys(fields).join(', ')}); ignored`);
      continue;
    }
    const shape = fields[key as keyof ModalOptions];
    if (value === undefined) continue;
    const problem = shape.check(value, key);
    if (problem) console.error(`nl-modal: openModal option ${problem}`);
    else result[key] = value;
  }
  return result as ModalOptions;
}

export function openModal(options?: ModalOptions): Promise<ModalResult> {
  const { type = 'info', title, text, animation, buttons, closeType } = checked(options);
  // The language of where it was opened from (an English section of a Dutch page gets English).
  const from = deepActiveElement();
  const lang = pickLang(closestLang(from && from !== document.body ? from : document.body));
  const t = messages[lang];
  const actions: ModalButton[] = buttons?.length
    ? buttons
    : type === 'confirm'
      ? [{ text: t.cancel }, { text: t.ok }]
      : [{ text: t.ok }];

  const modal = document.createElement('nl-modal') as HTMLElement & { close(): void };
  modal.lang = lang;
  modal.setAttribute('type', type);
  // Without a title the kind of message is the title ("Bevestigen"), so the dialog has a name.
  modal.setAttribute('heading', title || t[type === 'dialog' ? 'info' : type]);
  if (animation) modal.setAttribute('animation', animation);
  if (closeType !== undefined) modal.setAttribute('close-type', Array.isArray(closeType) ? closeType.join(' ') : closeType);
  if (text) {
    const paragraph = document.createElement('p');
    paragraph.className = 'nl-modal-text';
    paragraph.textContent = text;
    paragraph.style.whiteSpace = 'pre-line'; // keeps the line breaks of the text (CSSOM: CSP-safe)
    paragraph.style.margin = '0';
    modal.append(paragraph);
  }

  return new Promise<ModalResult>((resolve) => {
    let result: ModalResult = 'dismiss';
    actions.forEach((action, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.slot = 'footer';
      if (action.class) button.className = action.class;
      button.textContent = action.text;
      // Focus on open: the primary action, last by convention; in a confirm dialog the least
      // destructive, first (nl-modal does that for type confirm).
      if (type !== 'confirm' && index === actions.length - 1) button.autofocus = true;
      button.addEventListener('click', (event) => {
        try {
          action.callback?.(event);
        } catch (error) {
          report(`the callback of button ${index} ("${action.text}") threw: ${error instanceof Error ? error.message : String(error)}`, 'nl-modal');
        }
        if (action.dismiss !== false) {
          result = index;
          modal.close();
        }
      });
      modal.append(button);
    });
    modal.addEventListener(
      'nl-close',
      () => {
        resolve(result);
        // Leave once the closing animation has run (at once without one).
        const dialog = modal.shadowRoot?.querySelector('dialog');
        const running = dialog?.getAnimations() ?? [];
        void Promise.allSettled(running.map((animation) => animation.finished)).then(() => modal.remove());
      },
      { once: true },
    );
    modal.setAttribute('open', '');
    document.body.append(modal);
  });
}
