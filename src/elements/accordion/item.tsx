/**
 * nl-accordion-item: one heading button and its panel (WAI-ARIA APG accordion pattern).
 * The `open` attribute is the state (like <details>): a click toggles it, the parent gallery and the
 * deep links set it, and it survives moves, re-renders and a late upgrade alike.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { attr } from '../../core/attributes.ts';
import { useRequiredContent, type ElementProps, type ElementSpec, type NlElement } from '../../core/define.tsx';
import { emit } from '../../core/events.ts';
import { listen } from '../../core/listen.ts';
import { clearHash, expandId, installDeepLinks, openFromHash, writeHash } from './deep-link.ts';
import styles from './item.css?inline';
import { isRegion, subscribeRegion } from './regions.ts';

const attributes = {
  'item-id': attr.string({ required: true }),
  heading: attr.string(),
  open: attr.boolean(),
  'heading-level': attr.number({ default: 3, min: 1, max: 6, integer: true }),
};

export type ToggleDetail = { id: string; open: boolean };

export const spec: ElementSpec<typeof attributes, never> = {
  attributes,
  styles,
  methods: {
    /** Focuses the heading button. */
    focus(this: NlElement, options?: FocusOptions) {
      const button = this.shadowRoot?.querySelector<HTMLElement>('.header');
      if (button) button.focus(options);
      else HTMLElement.prototype.focus.call(this, options);
    },
  },
};


export function AccordionItem({ attrs, problems, host }: ElementProps<typeof attributes>) {
  const id = attrs['item-id'];
  const open = attrs.open;
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef(true);
  // The effects below depend on whether the id is valid (it decides what is rendered), not on the
  // `problems` object: that is a new object on every attribute change, so a dependency on it ran
  // every effect again on each toggle, the deep link's too, which then scrolled the page to the item
  // the visitor had just tapped (its hash was just written) and cost a forced layout and a frame.
  const invalid = Boolean(problems['item-id']);

  // hidden="until-found": a closed panel's text is still found by find-in-page, which opens it.
  // Set by hand: React renders `hidden` as a boolean attribute only.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (open) element.removeAttribute('hidden');
    else element.setAttribute('hidden', 'until-found');
  }, [open, invalid]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const reveal = () => host.setAttribute('open', '');
    return listen(element, { beforematch: reveal });
  }, [host, invalid]);

  // nl-toggle on every change of state after the first render, whoever made it (like <details>).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!invalid) emit<ToggleDetail>(host, 'nl-toggle', { id, open });
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  // A native listener, not onClick: a click on a rich heading (light DOM in slot="heading") has a
  // target whose parents never lead into our shadow tree, so React would not hear it.
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const toggle = () => {
      const next = !host.hasAttribute('open');
      // Rendered now, in the click's task, as React renders after its own event props: in a listener
      // in a shadow tree `window.event` is undefined, so React took the change for a script's and
      // rendered it in its next task, after a frame. A tap then drew two frames, the first with the
      // item half open (the chevron turned, the panel still hidden), each costing the browser its
      // pass over the whole page (issue 38).
      flushSync(() => host.toggleAttribute('open', next));
      if (next) writeHash(id);
      else clearHash(host);
    };
    return listen(element, { click: toggle });
  }, [host, id, invalid]);

  useEffect(() => {
    installDeepLinks();
    if (!invalid && expandId(location.hash) === id) void openFromHash();
  }, [id, invalid]);

  useRequiredContent('heading', attrs.heading);

  // APG: the panel is a region labelled by its heading button, in a tree of at most six items (regions.ts).
  const subscribe = useCallback((onChange: () => void) => subscribeRegion(host, onChange), [host]);
  const region = useSyncExternalStore(subscribe, () => isRegion(host));

  // In a gallery (one panel open at a time, like tabs) the open item's heading button is the current
  // one (aria-current): a screen reader says which of the headings shows its panel below the row.
  const subscribeVariant = useCallback(
    (onChange: () => void) => {
      const parent = host.parentElement;
      if (!parent) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(parent, { attributes: true, attributeFilter: ['variant'] });
      return () => observer.disconnect();
    },
    [host],
  );
  const inGallery = useSyncExternalStore(subscribeVariant, () => host.parentElement?.localName === 'nl-accordion' && host.parentElement.getAttribute('variant') === 'gallery');

  const Heading = `h${attrs['heading-level']}` as 'h3';

  if (problems['item-id']) {
    // Without an id there is no panel id or deep link: show heading and content as a plain section.
    return (
      <>
        <Heading className="static-heading" part="heading">
          <slot name="heading">{attrs.heading}</slot>
        </Heading>
        <div part="panel">
          <slot />
        </div>
      </>
    );
  }

  return (
    <>
      <Heading className="heading" part="heading">
        <button
          type="button"
          className="header"
          part="header"
          id="header"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={`collapse-${id}`}
          aria-current={inGallery && open ? 'true' : undefined}
          ref={button}
        >
          <span part="title">
            <slot name="heading">{attrs.heading}</slot>
          </span>
          <svg className="icon" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div
        className="panel"
        part="panel"
        id={`collapse-${id}`}
        ref={panel}
        role={region && open ? 'region' : undefined}
        aria-labelledby={region && open ? 'header' : undefined}
      >
        <div className="panel-body">
          <slot />
        </div>
      </div>
    </>
  );
}

