/**
 * The tooltip's behaviour, in plain DOM: when it shows and hides, which element it describes, and
 * where it goes. The React component (tooltip.tsx) renders the markup and owns one controller.
 *
 * Showing follows the WAI-ARIA APG tooltip pattern and WCAG 2.2 SC 1.4.13 (content on hover or focus):
 * - hover (mouse, pen; after `delay` ms) and keyboard focus show it; a tap (touch) shows it too,
 *   since touch has no hover;
 * - hoverable: the tooltip is in the element's shadow root, so the pointer moving onto it is still
 *   "in" the element (boundary events follow the flat tree); a transparent bridge over the gap
 *   (tooltip.css) and a short grace period before hiding cover the way there;
 * - persistent: it stays until the pointer leaves, focus leaves, a tap lands elsewhere, or Escape;
 * - dismissable: Escape hides it wherever focus is, without moving focus. The keydown is then
 *   marked handled (preventDefault), so a dialog around the trigger can leave that Escape alone:
 *   the first Escape closes the tooltip, the next one the dialog (as with any layered popup).
 * Focus by mouse (a click on the button) does not count as focus here (only :focus-visible does):
 * otherwise the tooltip of a clicked button would stay after the pointer has left.
 */
import { emit } from '../../core/events.ts';
import { place, type Side } from './position.ts';

/** Grace period between the pointer leaving and the tooltip hiding (ms). */
export const HIDE_GRACE = 100;
/** Distance between the trigger and the tooltip (px; the arrow sits in it, see tooltip.css). */
export const GAP = 8;
/** Distance the tooltip keeps from the viewport's edges (px). */
export const MARGIN = 8;

/** What a keyboard user can Tab to. Disabled controls cannot be focused: then the host is the trigger. */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex^="-"])',
].join(',');

export interface TooltipOptions {
  placement: Side;
  /** Delay before showing on hover (ms); focus and tap show at once. */
  delay: number;
}

export interface ShowDetail {
  /** The side the tooltip is shown on: the `placement`, or another where it did not fit. */
  placement: Side;
}

function tokens(element: Element): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
}

export class TooltipController {
  readonly #host: HTMLElement;
  readonly #bubble: HTMLElement;
  readonly #id: string;
  #options: TooltipOptions = { placement: 'top', delay: 0 };

  // Why it is shown: each of these keeps it open; Escape (dismissed) overrides them all until the
  // next hover, focus or tap.
  #hovered = false;
  #focused = false;
  #tapped = false;
  #pinned = false;
  #dismissed = false;

  #open = false;
  #side: Side = 'top';
  #showTimer: ReturnType<typeof setTimeout> | undefined;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  #trigger: HTMLElement | null = null;
  #ownTabindex = false;
  readonly #observer: MutationObserver;

  constructor(host: HTMLElement, bubble: HTMLElement, id: string) {
    this.#host = host;
    this.#bubble = bubble;
    this.#id = id;
    host.addEventListener('pointerenter', this.#onEnter);
    host.addEventListener('pointerleave', this.#onLeave);
    host.addEventListener('pointerdown', this.#onPointerDown);
    host.addEventListener('focusin', this.#onFocusIn);
    host.addEventListener('focusout', this.#onFocusOut);
    bubble.addEventListener('toggle', this.#onToggle);
    // The content may change (a CMS script adds the button later, a button gets disabled): the
    // described element and the host's tabindex follow.
    this.#observer = new MutationObserver(() => this.#link());
    this.#observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['href', 'disabled', 'tabindex', 'contenteditable', 'controls', 'type'],
    });
    this.#link();
  }

  /** The element the tooltip describes: the first tabbable element of the content, else the host. */
  get trigger(): HTMLElement | null {
    return this.#trigger;
  }

  get open(): boolean {
    return this.#open;
  }

  configure(options: TooltipOptions): void {
    const moved = options.placement !== this.#options.placement;
    this.#options = options;
    if (moved && this.#open) this.#position();
  }

  /** Shows the tooltip until hide(), Escape or a tap elsewhere. */
  show(): void {
    this.#pinned = true;
    this.#dismissed = false;
    this.sync();
  }

  /** Hides the tooltip; hover, focus or a tap shows it again. */
  hide(): void {
    this.#pinned = false;
    this.#tapped = false;
    this.#dismissed = true;
    this.#clearTimers();
    this.sync();
  }

  /**
   * Brings the popover in line with the state: after every change, and after every render (new
   * text: measure again; moved in the DOM: the browser hid the popover on removal, show it again).
   */
  sync(): void {
    const want = this.#host.isConnected && !this.#dismissed && (this.#hovered || this.#focused || this.#tapped || this.#pinned);
    if (want) this.#show();
    else this.#hide();
  }

  destroy(): void {
    this.#clearTimers();
    this.#listen(false);
    this.#observer.disconnect();
    const host = this.#host;
    host.removeEventListener('pointerenter', this.#onEnter);
    host.removeEventListener('pointerleave', this.#onLeave);
    host.removeEventListener('pointerdown', this.#onPointerDown);
    host.removeEventListener('focusin', this.#onFocusIn);
    host.removeEventListener('focusout', this.#onFocusOut);
    this.#bubble.removeEventListener('toggle', this.#onToggle);
    if (this.#showing()) this.#bubble.hidePopover();
    this.#open = false;
    if (this.#trigger) this.#unlink(this.#trigger);
    if (this.#ownTabindex) host.removeAttribute('tabindex');
    this.#ownTabindex = false;
    this.#trigger = null;
  }

  // --- the described element -------------------------------------------------------------------

  #link(): void {
    const host = this.#host;
    const trigger = host.querySelector<HTMLElement>(TABBABLE) ?? host;
    if (trigger !== this.#trigger) {
      if (this.#trigger) this.#unlink(this.#trigger);
      this.#trigger = trigger;
    }
    // aria-describedby is an ID reference, resolved in the trigger's own tree: the tooltip text is
    // a light-DOM child of the host for that reason (see tooltip.tsx). Other ids stay.
    const ids = tokens(trigger);
    if (!ids.includes(this.#id)) trigger.setAttribute('aria-describedby', [...ids, this.#id].join(' '));
    // Nothing to Tab to in the content (a term, an icon, a disabled button): the host takes focus,
    // so keyboard users get the tooltip too. An author's own tabindex on the host is left alone.
    if (trigger === host && !host.hasAttribute('tabindex')) {
      host.tabIndex = 0;
      this.#ownTabindex = true;
    } else if (trigger !== host && this.#ownTabindex) {
      host.removeAttribute('tabindex');
      this.#ownTabindex = false;
    }
  }

  #unlink(element: HTMLElement): void {
    const ids = tokens(element).filter((id) => id !== this.#id);
    if (ids.length) element.setAttribute('aria-describedby', ids.join(' '));
    else element.removeAttribute('aria-describedby');
  }

  // --- events ----------------------------------------------------------------------------------

  #onEnter = (event: PointerEvent): void => {
    // Touch has no hover: its pointerenter comes with the tap, handled in #onPointerDown.
    if (event.pointerType === 'touch') return;
    clearTimeout(this.#hideTimer);
    this.#dismissed = false;
    if (this.#hovered) {
      this.sync(); // back within the grace period (or after an Escape: shown again)
      return;
    }
    const delay = this.#options.delay;
    if (delay > 0 && !this.#open) {
      clearTimeout(this.#showTimer);
      this.#showTimer = setTimeout(() => {
        this.#hovered = true;
        this.sync();
      }, delay);
    } else {
      this.#hovered = true;
      this.sync();
    }
  };

  #onLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    clearTimeout(this.#showTimer);
    if (!this.#hovered) return;
    clearTimeout(this.#hideTimer);
    this.#hideTimer = setTimeout(() => {
      this.#hovered = false;
      this.sync();
    }, HIDE_GRACE);
  };

  #onPointerDown = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch') return;
    this.#tapped = true;
    this.#dismissed = false;
    this.sync();
  };

  /** While open: a tap or click outside the element ends a tap (and show()). */
  #onOutside = (event: PointerEvent): void => {
    if (event.composedPath().includes(this.#host)) return;
    this.#tapped = false;
    this.#pinned = false;
    if (event.pointerType === 'touch') this.#hovered = false;
    this.sync();
  };

  #onFocusIn = (event: FocusEvent): void => {
    const target = event.composedPath()[0];
    if (target instanceof Element && !target.matches(':focus-visible')) return;
    this.#focused = true;
    this.#dismissed = false;
    this.sync();
  };

  #onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    if (next instanceof Node && this.#host.contains(next)) return;
    this.#focused = false;
    this.sync();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.#open) return;
    // Hidden, but focus stays where it is (APG); marked handled so outer layers can ignore it.
    event.preventDefault();
    this.#dismissed = true;
    this.#tapped = false;
    this.#pinned = false;
    this.#clearTimers();
    this.sync();
  };

  #onViewportChange = (): void => {
    if (this.#open) this.#position();
  };

  /** The browser hid the popover itself (the element was removed from the document). */
  #onToggle = (event: Event): void => {
    if ((event as ToggleEvent).newState === 'closed' && !this.#showing() && this.#open) this.#hide();
  };

  // --- showing ---------------------------------------------------------------------------------

  #showing(): boolean {
    return this.#bubble.matches(':popover-open');
  }

  #show(): void {
    if (!this.#showing()) {
      try {
        // The top layer: never clipped by an overflow: hidden ancestor, above every z-index, and
        // outside the flow (no layout shift).
        this.#bubble.showPopover();
      } catch {
        return; // not connected (yet): the next render syncs again
      }
    }
    this.#position();
    if (this.#open) return;
    this.#open = true;
    this.#listen(true);
    emit<ShowDetail>(this.#host, 'nl-tooltip-show', { placement: this.#side });
  }

  #hide(): void {
    clearTimeout(this.#showTimer);
    if (this.#showing()) this.#bubble.hidePopover();
    if (!this.#open) return;
    this.#open = false;
    this.#listen(false);
    emit(this.#host, 'nl-tooltip-hide');
  }

  #listen(on: boolean): void {
    // Capture: Escape and outside taps are seen even when a handler below stops them.
    const scroll: AddEventListenerOptions = { capture: true, passive: true };
    if (on) {
      document.addEventListener('keydown', this.#onKeyDown, true);
      document.addEventListener('pointerdown', this.#onOutside, true);
      window.addEventListener('scroll', this.#onViewportChange, scroll);
      window.addEventListener('resize', this.#onViewportChange);
    } else {
      document.removeEventListener('keydown', this.#onKeyDown, true);
      document.removeEventListener('pointerdown', this.#onOutside, true);
      window.removeEventListener('scroll', this.#onViewportChange, scroll);
      window.removeEventListener('resize', this.#onViewportChange);
    }
  }

  #clearTimers(): void {
    clearTimeout(this.#showTimer);
    clearTimeout(this.#hideTimer);
  }

  /** Measures trigger and tooltip and places the tooltip (position: fixed, viewport px). */
  #position(): void {
    const bubble = this.#bubble;
    // Measure at the origin, where its width is not squeezed by the viewport's edge.
    bubble.style.left = '0px';
    bubble.style.top = '0px';
    const size = bubble.getBoundingClientRect();
    let anchor = this.#host.getBoundingClientRect();
    if (!anchor.width && !anchor.height && this.#trigger) anchor = this.#trigger.getBoundingClientRect(); // display: contents
    const root = document.documentElement;
    const viewport = { width: root.clientWidth, height: root.clientHeight };
    const placement = place(anchor, size, viewport, this.#options.placement, { gap: GAP, margin: MARGIN });
    this.#side = placement.side;
    bubble.dataset.placement = placement.side;
    bubble.style.left = `${placement.x}px`;
    bubble.style.top = `${placement.y}px`;
    bubble.style.setProperty('--arrow', `${placement.arrow}px`);
  }
}
