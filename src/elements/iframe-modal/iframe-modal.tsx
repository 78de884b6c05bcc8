/**
 * nl-iframe-modal: its content is the trigger; it opens an nl-modal with an iframe of `src`.
 * Nothing is fetched before the click: the iframe exists only while the dialog is open. Only http(s)
 * URLs (a `javascript:` src would run script): anything else is logged and nothing opens.
 * The frame is sandboxed to what an embedded page needs (scripts, forms, popups; another origin also
 * its own storage) and may not navigate our page; it gets no camera, microphone or location.
 */
import { useEffect, useRef, useState } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { listen } from '../../core/listen.ts';
import { defineModal } from '../modal/register-modal.ts';
import styles from './iframe-modal.css?inline';

defineModal();

export const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The sandbox for a src: another origin also gets `allow-same-origin` (its own cookies and storage,
 * which embeds need); our own origin does not, because with allow-scripts a same-origin page could
 * lift its own sandbox.
 */
export function sandboxFor(src: string): string {
  return new URL(src, location.href).origin === location.origin ? SANDBOX : `${SANDBOX} allow-same-origin`;
}
export const ALLOW = 'fullscreen; clipboard-write; encrypted-media; picture-in-picture';

const attributes = {
  src: attr.url({ required: true, resolve: true }),
  heading: attr.string(),
};

export const spec: ElementSpec<typeof attributes, never> = { attributes, styles };

const INTERACTIVE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function IframeModal({ attrs, problems, host }: ElementProps<typeof attributes>) {
  const [open, setOpen] = useState(false);
  // Content that is a link or button already is the trigger; other content (an image, text) is
  // wrapped in a button of ours, so keyboard users can open it too.
  const [ownTrigger] = useState(() => host.querySelector(INTERACTIVE));
  const modal = useRef<HTMLElement>(null);
  const usable = !problems.src;

  useEffect(() => {
    if (!usable) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      // Clicks inside the dialog (in our shadow root) reach the host too: only the trigger opens it.
      if (modal.current && event.composedPath().includes(modal.current)) return;
      event.preventDefault(); // a link's own navigation
      setOpen(true);
    };
    ownTrigger?.setAttribute('aria-haspopup', 'dialog');
    return listen(host, { click: onClick });
  }, [host, ownTrigger, usable]);

  // Listening from the start (not once the dialog is there): a dialog closed right after it opened
  // must not be missed.
  useEffect(() => {
    const root = host.shadowRoot!;
    const onClose = () => setOpen(false);
    return listen(root, { 'nl-close': onClose });
  }, [host]);

  if (!usable) return <slot />;
  const title = attrs.heading || new URL(attrs.src).hostname;
  return (
    <>
      {ownTrigger ? (
        <slot />
      ) : (
        <button type="button" className="trigger" part="trigger" aria-haspopup="dialog">
          <slot />
        </button>
      )}
      {open && (
        <nl-modal ref={modal} heading={title} open exportparts="dialog, panel, body">
          <iframe src={attrs.src} title={title} sandbox={sandboxFor(attrs.src)} allow={ALLOW} referrerPolicy="strict-origin-when-cross-origin" part="iframe" />
        </nl-modal>
      )}
    </>
  );
}
