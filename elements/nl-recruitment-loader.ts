// nl-recruitment-loader: spec in src/elements/recruitment-loader/recruitment-loader.tsx, its documented facts in src/elements/recruitment-loader/recruitment-loader.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { RecruitmentLoader, spec } from '../src/elements/recruitment-loader/recruitment-loader.tsx';

export type { LoadDetail, LoadErrorDetail } from '../src/elements/recruitment-loader/recruitment-loader.tsx';

defineElement('nl-recruitment-loader', RecruitmentLoader, spec);
