// nl-vacancy-upload: spec in src/elements/vacancy-upload/vacancy-upload.tsx, its documented facts in src/elements/vacancy-upload/vacancy-upload.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { VacancyUpload, spec } from '../src/elements/vacancy-upload/vacancy-upload.tsx';

export type {
  ChangeDetail as VacancyUploadChangeDetail,
  InvalidDetail as VacancyUploadInvalidDetail,
  InvalidReason as VacancyUploadInvalidReason,
} from '../src/elements/vacancy-upload/vacancy-upload.tsx';

defineElement('nl-vacancy-upload', VacancyUpload, spec);
