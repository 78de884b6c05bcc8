// nl-iframe-modal: spec in src/elements/iframe-modal/iframe-modal.tsx, its documented facts in src/elements/iframe-modal/iframe-modal.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { IframeModal, spec } from '../src/elements/iframe-modal/iframe-modal.tsx';

defineElement('nl-iframe-modal', IframeModal, spec);
