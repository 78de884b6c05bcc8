// nl-cookie-table: spec in src/elements/cookie-table/cookie-table.tsx, its documented facts in src/elements/cookie-table/cookie-table.docs.ts (README "One source per fact").
import { defineElement } from '../src/core/define.tsx';
import { CookieTable, spec } from '../src/elements/cookie-table/cookie-table.tsx';

export type { CookieInfo } from '../src/elements/cookie-table/cookie-table.tsx';

defineElement('nl-cookie-table', CookieTable, spec);
