// nl-map: spec in src/elements/map/map.tsx, its documented facts in src/elements/map/map.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { NlMap, spec } from '../src/elements/map/map.tsx';

export type { LoadDetail, LoadErrorDetail, MarkerClickDetail } from '../src/elements/map/map.tsx';
export type { Poi } from '../src/elements/map/config.ts';

defineElement('nl-map', NlMap, spec);
