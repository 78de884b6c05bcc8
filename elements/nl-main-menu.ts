// nl-main-menu: spec in src/elements/main-menu/main-menu.tsx, its documented facts in src/elements/main-menu/main-menu.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { MainMenu, spec } from '../src/elements/main-menu/main-menu.tsx';

defineElement('nl-main-menu', MainMenu, spec);
