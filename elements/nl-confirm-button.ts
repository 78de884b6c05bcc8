// nl-confirm-button: spec in src/elements/confirm-button/confirm-button.tsx, its documented facts in src/elements/confirm-button/confirm-button.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { ConfirmButton, spec } from '../src/elements/confirm-button/confirm-button.tsx';

export type { ConfirmDetail } from '../src/elements/confirm-button/confirm-button.tsx';

defineElement('nl-confirm-button', ConfirmButton, spec);
