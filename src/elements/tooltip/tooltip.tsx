/**
 * nl-tooltip: shows `text` for its content (a button, an icon, a term) on hover, keyboard focus and
 * tap (WAI-ARIA APG tooltip pattern; WCAG 2.2 SC 1.4.13). Behaviour is in controller.ts, placement
 * in position.ts.
 *
 * Why the text lives in the light DOM: `aria-describedby` is an ID reference and resolves only in
 * the trigger's own tree. The trigger is the editor's content (light DOM), so an element in our
 * shadow root cannot be referenced; nor can element reflection help (`ariaDescribedByElements`
 * only accepts elements in the same or an *ancestor* shadow-including tree, HTML "attr-associated
 * element", and the shadow root is a descendant tree). So the element adds a
 * `<span role="tooltip" id="nl-tooltip-N" slot="tooltip">` to its own light DOM, next to the
 * content, and the trigger's aria-describedby names it. That span is slotted into the shadow
 * root's bubble, a `popover="manual"` in the top layer, which carries the look (parts, custom
 * properties, arrow) and is shown and placed by the controller.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec, NlElement } from '../../core/define.tsx';
import { singleton } from '../../core/global.ts';
import { TooltipController } from './controller.ts';
import { SIDES } from './position.ts';
import styles from './tooltip.css?inline';

export type { ShowDetail } from './controller.ts';

const attributes = {
  text: attr.string({ required: true }),
  placement: attr.enum(SIDES, 'top'),
  delay: attr.number({ default: 0, min: 0, max: 10_000, integer: true }),
};

/** The controller of each rendered element, for the show() and hide() methods. */
const controllers = new WeakMap<Element, TooltipController>();

export const spec: ElementSpec<typeof attributes, never> = {
  attributes,
  styles,
  methods: {
    /** Shows the tooltip until hide(), Escape or a tap elsewhere. */
    show(this: NlElement) {
      controllers.get(this)?.show();
    },
    /** Hides the tooltip (hover, focus or a tap shows it again). */
    hide(this: NlElement) {
      controllers.get(this)?.hide();
    },
  },
};

// Shared by every copy of the library on the page, so two copies never hand out the same id.
const ids = singleton('tooltip.ids', () => ({ next: 0 }));

function newId(): string {
  let id: string;
  do id = `nl-tooltip-${++ids.next}`;
  while (document.getElementById(id));
  return id;
}

export function Tooltip({ attrs, problems, host }: ElementProps<typeof attributes>) {
  // Without text there is nothing to show: just the content, not focusable, not described.
  if (problems.text) return <slot />;
  return <ActiveTooltip host={host} text={attrs.text} placement={attrs.placement} delay={attrs.delay} />;
}

interface ActiveProps {
  host: NlElement;
  text: string;
  placement: (typeof SIDES)[number];
  delay: number;
}

function ActiveTooltip({ host, text, placement, delay }: ActiveProps) {
  const [id] = useState(newId);
  const bubble = useRef<HTMLDivElement>(null);
  const controller = useRef<TooltipController>(null);

  useLayoutEffect(() => {
    const instance = new TooltipController(host, bubble.current!, id);
    controller.current = instance;
    controllers.set(host, instance);
    return () => {
      instance.destroy();
      controllers.delete(host);
      controller.current = null;
    };
  }, [host, id]);

  useLayoutEffect(() => controller.current?.configure({ placement, delay }), [placement, delay]);

  // After every commit: new text is measured again, and after a move in the DOM (which makes the
  // browser hide the popover) an open tooltip is shown again.
  useLayoutEffect(() => controller.current?.sync());

  return (
    <>
      <slot />
      <div ref={bubble} className="bubble" part="tooltip" popover="manual">
        <slot name="tooltip" />
        <span className="arrow" part="arrow" aria-hidden="true" />
      </div>
      {/* Plain text only: React sets it as a text node, markup in `text` is shown as written. */}
      {createPortal(
        <span slot="tooltip" role="tooltip" id={id}>
          {text}
        </span>,
        host,
      )}
    </>
  );
}
