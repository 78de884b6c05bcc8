// nl-bg-image: spec in src/elements/bg-image/bg-image.tsx, its documented facts in src/elements/bg-image/bg-image.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { BgImage, spec } from '../src/elements/bg-image/bg-image.tsx';

export type { LoadDetail, LoadErrorDetail } from '../src/elements/bg-image/bg-image.tsx';

defineElement('nl-bg-image', BgImage, spec);
