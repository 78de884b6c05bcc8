// nl-accordion: spec in src/elements/accordion/accordion.tsx, its documented facts in src/elements/accordion/accordion.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Accordion, spec } from '../src/elements/accordion/accordion.tsx';

defineElement('nl-accordion', Accordion, spec);
