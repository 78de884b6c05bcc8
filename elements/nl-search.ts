// nl-search: spec in src/elements/search/search.tsx, its documented facts in src/elements/search/search.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Search, spec } from '../src/elements/search/search.tsx';

defineElement('nl-search', Search, spec);
