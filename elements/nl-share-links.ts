// nl-share-links: spec in src/elements/share-links/share-links.tsx, its documented facts in src/elements/share-links/share-links.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { ShareLinks, spec } from '../src/elements/share-links/share-links.tsx';

defineElement('nl-share-links', ShareLinks, spec);
