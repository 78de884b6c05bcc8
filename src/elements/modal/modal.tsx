/**
 * nl-modal: the library's one dialog (WAI-ARIA APG dialog pattern), built on the native <dialog>,
 * shown in the top layer as a popover (modality.ts: why not with showModal(), and what keeps the page
 * behind out of reach); stacking of several dialogs comes from the browser. On top of that: how it
 * may be closed (close-type), focus in, kept in and back to the opener, the `open` attribute as its
 * state, nl-show / nl-close events, and fade/slide animations. openModal() (open-modal.ts) builds one
 * in code.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import { useRequiredContent, type ElementProps, type ElementSpec, type NlElement } from '../../core/define.tsx';
import { report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import { deepActiveElement } from '../../core/focus.ts';
import { listen } from '../../core/listen.ts';
import { invokersWhereMissing } from './invokers.ts';
import { hasPopover, hold, popoverOpen } from './modality.ts';
import { cycleTab } from './tab-cycle.ts';
import { messages, type ModalKey } from './messages.ts';
import styles from './modal.css?inline';

export const TYPES = ['dialog', 'info', 'success', 'warning', 'error', 'confirm'] as const;
export type ModalType = (typeof TYPES)[number];
export const CLOSE_TYPES = ['all', 'none', 'button', 'backdrop', 'escape'] as const;
export const ANIMATIONS = ['fade', 'slide', 'none'] as const;

/** Why a dialog closed: its close button, Escape, a click on the backdrop, or code (close(), the attribute, a button of openModal). */
export type CloseReason = 'button' | 'escape' | 'backdrop' | 'method';
export type CloseDetail = { reason: CloseReason };

const attributes = {
  heading: attr.string(),
  open: attr.boolean(),
  type: attr.enum(TYPES, 'dialog'),
  'close-type': attr.tokens(CLOSE_TYPES, ['all']),
  animation: attr.enum(ANIMATIONS, 'fade'),
};

export const spec: ElementSpec<typeof attributes, ModalKey> = {
  attributes,
  messages,
  styles,
  methods: {
    /** Opens the dialog (sets `open`). */
    show(this: NlElement) {
      this.setAttribute('open', '');
    },
    /** Closes the dialog (removes `open`). */
    close(this: NlElement) {
      this.removeAttribute('open');
    },
  },
};

/** The focused element, looking into shadow roots, if it is an HTML element (one that can be focused again). */
function focusedHTMLElement(): HTMLElement | null {
  const active = deepActiveElement();
  return active instanceof HTMLElement ? active : null;
}

function allowed(tokens: readonly string[]): Set<CloseReason> {
  if (tokens.includes('none')) return new Set();
  if (tokens.includes('all')) return new Set(['button', 'backdrop', 'escape']);
  return new Set(tokens as CloseReason[]);
}

const ICONS: Record<Exclude<ModalType, 'dialog'>, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  confirm: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 17h-2v-2h2v2Zm2.1-7.8-.9.9C13.5 12.8 13 13.5 13 15h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3a2 2 0 1 0-3.4-1.4H8a4 4 0 1 1 7.1 2.2Z',
};


export function Modal({ attrs, host, t }: ElementProps<typeof attributes, ModalKey>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const blocker = useRef<HTMLDivElement>(null);
  /** Ends the dialog's hold on the document's keys (modality.ts), while it is open. */
  const release = useRef<(() => void) | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const reason = useRef<CloseReason>('method');
  /** Whether the dialog is open and its closing not yet handled (closed, below). */
  const shown = useRef(false);
  const [hasFooter, setHasFooter] = useState(() => Boolean(host.querySelector(':scope > [slot="footer"]')));
  const footer = useRef<HTMLSlotElement>(null);
  const closable = allowed(attrs['close-type']);
  const type = attrs.type;

  // Every way the dialog closes ends here: ours (the `open` attribute, below), Escape, a form with
  // method="dialog".
  const closed = useRef(() => {
    const element = dialog.current;
    // Already done, or the `close` event of an earlier closing after the dialog opened again.
    if (!element || element.open || !shown.current) return;
    shut(element, blocker.current);
    release.current?.();
    release.current = null;
    shown.current = false;
    const why = reason.current;
    reason.current = 'method';
    host.removeAttribute('open');
    const back = opener.current;
    opener.current = null;
    // Back to the opener unless the focus has gone elsewhere meanwhile (a button's callback moved it,
    // another dialog took it): from the closed dialog, or from nowhere (a dialog shown as a popover
    // keeps it on the control that closed it; Chromium gives it back only after showModal()).
    const active = deepActiveElement();
    const lost = !active || active === element.ownerDocument.body || host.contains(active) || host.shadowRoot?.contains(active);
    if (back?.isConnected && lost) back.focus({ preventScroll: true });
    emit<CloseDetail>(host, 'nl-close', { reason: why });
  });

  // The `open` attribute is the state; the native dialog follows it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (attrs.open && !element.open) {
      opener.current = focusedHTMLElement();
      try {
        if (hasPopover(element)) {
          blocker.current?.showPopover();
          // The popover first, then show(), which focuses what the dialog should (the `autofocus`
          // element, else the first control). The other way round, showPopover() moved the focus
          // on from there to the close button and focusInitial brought it back: three moves in
          // Chromium, each restyling the dialog (issue 38); now two (Chromium's showPopover() still
          // focuses the close button first), and focusInitial has nothing left to move.
          element.showPopover();
          element.show();
        } else element.showModal();
      } catch (error) {
        shut(element, blocker.current);
        report(error, 'nl-modal', host);
        host.removeAttribute('open');
        return;
      }
      shown.current = true;
      release.current = hold(element, (event) => keyDown.current(event));
      focusInitial(element, host, type);
      emit(host, 'nl-show');
    } else if (!attrs.open && element.open) {
      shut(element, blocker.current);
      // Right after this commit, not at the dialog's `close` event (a task of its own): a button
      // that closes the dialog from its click (close(), openModal's buttons) then fires nl-close
      // inside that click, so what a listener starts there is the visitor's doing. WebKit gives a
      // form sent from a frame outside a user gesture no history entry (nl-confirm-button sends
      // after nl-close): Back after a failed submit would leave the page, not go back to the form.
      // Not inside the commit itself: nl-close's listeners may render or remove elements (in
      // WebKit that hung the page, test/hostile-input.test.ts).
      queueMicrotask(() => closed.current());
    }
  }, [attrs.open, host, type]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const off = listen(element, { close: () => closed.current() });
    return () => {
      off();
      // Removed while open: the browser takes the dialog out of the top layer, we let go of the keys.
      release.current?.();
      release.current = null;
    };
  }, [host]);

  // HTML's invoker commands (issue 14: a snippet must work when pasted, with no script of the
  // page's own): <button commandfor="ID" command="--show"> opens, command="--close" closes; also
  // where the browser has none (./invokers.ts).
  useEffect(() => {
    invokersWhereMissing();
    return listen(host, {
        command: (event: Event) => {
          const command = (event as Event & { command?: string }).command;
          if (command === '--show') host.setAttribute('open', '');
          else if (command === '--close') {
            reason.current = 'method';
            if (dialog.current) shut(dialog.current, blocker.current);
          }
        },
      });
  }, [host]);

  useEffect(() => {
    const slot = footer.current;
    if (!slot) return;
    const update = () => setHasFooter(slot.assignedElements().length > 0);
    update();
    return listen(slot, { slotchange: update });
  }, []);

  useRequiredContent('heading', attrs.heading);

  // Described by its content (read out as the dialog opens, APG) where that content is a short
  // message: the message types, and openModal's text (`p.nl-modal-text`) whatever the type. Not a
  // plain dialog of rich content (a form, a list): read as one string, that would be noise.
  const described = type !== 'dialog' || host.querySelector(':scope > .nl-modal-text') !== null;

  const close = (why: CloseReason) => {
    reason.current = why;
    if (dialog.current) shut(dialog.current, blocker.current);
  };
  const closableRef = useRef(closable);
  useLayoutEffect(() => {
    closableRef.current = closable;
  });

  // Keys: every key of the document while this is the newest open dialog (modality.ts), so Escape
  // and Tab are ours wherever the focus is, slotted content included.
  const keyDown = useRef((event: KeyboardEvent) => {
    const element = dialog.current;
    if (!element) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Cancelled either way: Chrome's close watcher would otherwise close a showModal() dialog
      // (the fallback) on a second Escape after a cancelled `cancel`.
      event.preventDefault();
      if (closableRef.current.has('escape')) close('escape');
    }
    cycleTab(element, event);
  });

  // Native listeners, not React props: the dialog's own events, and the blocker's.
  useLayoutEffect(() => {
    const element = dialog.current;
    const layer = blocker.current;
    if (!element || !layer) return;
    let pressedOnBackdrop = false;
    const onCancel = (event: Event) => {
      // The platform's back gesture, for a dialog shown with showModal() (Escape is handled above).
      if (closableRef.current.has('escape')) reason.current = 'escape';
      else event.preventDefault();
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === element || event.target === layer;
    };
    const onClick = (event: MouseEvent) => {
      // The blocker is what lies outside the panel; with showModal() (the fallback) the panel fills
      // the dialog, so a click on the dialog itself is a click on its backdrop. Both press and
      // release must be there: a text selection dragged out of the panel is no click.
      if ((event.target === element || event.target === layer) && pressedOnBackdrop && closableRef.current.has('backdrop')) {
        reason.current = 'backdrop';
        shut(element, layer);
      }
      pressedOnBackdrop = false;
    };
    const offDialog = listen(element, { cancel: onCancel, pointerdown: onPointerDown, click: onClick });
    // A press on the blocker keeps the focus in the dialog (the browser would move it to <body>).
    const offLayer = listen(layer, { pointerdown: onPointerDown, click: onClick, mousedown: (event: MouseEvent) => event.preventDefault() });
    return () => {
      offDialog();
      offLayer();
    };
  }, []);

  return (
    <>
    <div ref={blocker} className="blocker" popover="manual" aria-hidden="true" />
    <dialog
      ref={dialog}
      part="dialog"
      popover="manual"
      aria-modal="true"
      className={`${type} ${attrs.animation}`}
      role={type === 'confirm' ? 'alertdialog' : undefined}
      aria-labelledby="title"
      aria-describedby={described ? 'body' : undefined}
    >
      <div className="panel" part="panel">
        <div className="header" part="header">
          {type !== 'dialog' && (
            <svg className="icon" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICONS[type]} fill="currentColor" />
            </svg>
          )}
          <h2 className="title" part="title" id="title">
            {type !== 'dialog' && <span className="visually-hidden">{`${t(type)}: `}</span>}
            <slot name="heading">{attrs.heading}</slot>
          </h2>
          {closable.has('button') && (
            <button type="button" className="close" part="close" aria-label={t('close')} onClick={() => close('button')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className="body" part="body" id="body">
          <slot />
        </div>
        <div className={hasFooter ? 'footer' : 'footer empty'} part="footer">
          <slot name="footer" ref={footer} />
        </div>
      </div>
    </dialog>
    </>
  );
}

/**
 * Closes the dialog and takes it and the blocker out of the top layer. The dialog first: closing it
 * gives the focus back to where it was before show() (the opener). (Hiding the popover first gave it
 * to what had it before showPopover(), which was a control inside while show() came first; since
 * showPopover() comes first, both are the opener, and the order is kept.)
 */
function shut(element: HTMLDialogElement, layer: HTMLElement | null): void {
  element.close();
  if (popoverOpen(element)) element.hidePopover();
  if (layer && popoverOpen(layer)) layer.hidePopover();
}

/**
 * Where focus goes when the dialog opens (APG): an element of the content with `autofocus`; in a
 * confirm dialog the first action (by convention the least destructive, e.g. Cancel); else what the
 * browser chose (the first focusable), or the panel itself when nothing in it can take focus.
 * (openModal marks its primary button `autofocus`.)
 */
function focusInitial(element: HTMLDialogElement, host: HTMLElement, type: ModalType): void {
  const auto = host.querySelector<HTMLElement>('[autofocus]');
  const firstAction = host.querySelector<HTMLElement>(':scope > [slot="footer"]');
  if (auto) auto.focus();
  else if (type === 'confirm' && firstAction) firstAction.focus();
  const active = deepActiveElement();
  if (!active || !(element.contains(active) || host.contains(active))) {
    // Only now focusable: with a tabindex from the start the browser itself would pick the panel.
    const panel = element.querySelector<HTMLElement>('.panel');
    if (panel) {
      panel.tabIndex = -1;
      panel.focus();
    }
  }
}

