// nl-date-picker: spec in src/elements/date-picker/date-picker.tsx, its documented facts in src/elements/date-picker/date-picker.docs.ts (README "One source per fact").
import { defineElement } from '../src/core/define.tsx';
import { DatePicker, spec } from '../src/elements/date-picker/date-picker.tsx';

export type { ChangeDetail as DatePickerChangeDetail } from '../src/elements/date-picker/date-picker.tsx';

defineElement('nl-date-picker', DatePicker, spec);
