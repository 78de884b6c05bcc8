// nl-modal: spec in src/elements/modal/modal.tsx, its documented facts in src/elements/modal/modal.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Modal, spec } from '../src/elements/modal/modal.tsx';

defineElement('nl-modal', Modal, spec);

export { openModal, type ModalOptions, type ModalButton, type ModalResult } from '../src/elements/modal/open-modal.ts';
