// nl-date-picker: spec in src/elements/date-picker/date-picker.tsx, its documented facts in src/elements/date-picker/date-picker.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { DatePicker, spec } from '../src/elements/date-picker/date-picker.tsx';

export type { ChangeDetail as DatePickerChangeDetail } from '../src/elements/date-picker/date-picker.tsx';

defineElement('nl-date-picker', DatePicker, spec);
