// nl-spinner: spec in src/elements/spinner/spinner.tsx, its documented facts in src/elements/spinner/spinner.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Spinner, spec } from '../src/elements/spinner/spinner.tsx';

export { SHOW as SPINNER_SHOW, HIDE as SPINNER_HIDE } from '../src/elements/spinner/spinner.tsx';

defineElement('nl-spinner', Spinner, spec);
