// nl-tracking: spec in src/elements/tracking/tracking.tsx, its documented facts in src/elements/tracking/tracking.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { spec, Tracking } from '../src/elements/tracking/tracking.tsx';

export type { FormConfig, Forms, UserData } from '../src/elements/tracking/tracker.ts';

defineElement('nl-tracking', Tracking, spec);
