// nl-tooltip: spec in src/elements/tooltip/tooltip.tsx, its documented facts in src/elements/tooltip/tooltip.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Tooltip, spec } from '../src/elements/tooltip/tooltip.tsx';

defineElement('nl-tooltip', Tooltip, spec);
