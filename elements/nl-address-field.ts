// nl-address-field: spec in src/elements/address-field/address-field.tsx, its documented facts in src/elements/address-field/address-field.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { AddressField, spec } from '../src/elements/address-field/address-field.tsx';

export type { AddressDetail, AddressErrorDetail, AddressSource } from '../src/elements/address-field/address-field.tsx';

defineElement('nl-address-field', AddressField, spec);
