// nl-accordion-item: spec in src/elements/accordion/item.tsx, its documented facts in src/elements/accordion/item.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { AccordionItem, spec } from '../src/elements/accordion/item.tsx';

defineElement('nl-accordion-item', AccordionItem, spec);
