/**
 * Registers nl-modal, for the elements that render an <nl-modal> or open one with openModal()
 * (nl-cookie-bar, nl-iframe-modal, nl-confirm-button): each calls defineModal() when its module
 * runs. A function, not a bare side-effect import: package.json's `sideEffects` lists only dist/,
 * so the bundler drops an import of a src/ module whose bindings are unused. They import this module, never the entry
 * elements/nl-modal.ts: an element's entry is its public module (its doc header is the manifest, its
 * exports the package's), and one element's entry importing another's ties the two together
 * (eslint.config.js forbids it). The entry registers the tag the same way; defineElement leaves a
 * tag that is already defined alone, so whichever runs first defines it, and the build puts the
 * dialog's code in one chunk that all four share.
 */
import { defineElement } from '../../core/define.tsx';
import { Modal, spec } from './modal.tsx';

/** Defines nl-modal unless it is defined already. */
export function defineModal(): void {
  defineElement('nl-modal', Modal, spec);
}
