// nl-vacancy-form: spec in src/elements/vacancy-form/vacancy-form.tsx, its documented facts in src/elements/vacancy-form/vacancy-form.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { spec, VacancyForm } from '../src/elements/vacancy-form/vacancy-form.tsx';

export { CATEGORY, STEP_LABELS, SUBMITTED_LABEL, type Step } from '../src/elements/vacancy-form/tracking.ts';

defineElement('nl-vacancy-form', VacancyForm, spec);
