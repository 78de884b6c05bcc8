// nl-call-us: spec in src/elements/call-us/call-us.tsx, its documented facts in src/elements/call-us/call-us.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { CallUs, spec } from '../src/elements/call-us/call-us.tsx';

defineElement('nl-call-us', CallUs, spec);
