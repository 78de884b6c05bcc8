// nl-cookie-table: spec in src/elements/cookie-table/cookie-table.tsx, its documented facts in src/elements/cookie-table/cookie-table.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { CookieTable, spec } from '../src/elements/cookie-table/cookie-table.tsx';

export type { CookieInfo } from '../src/elements/cookie-table/cookie-table.tsx';

defineElement('nl-cookie-table', CookieTable, spec);
