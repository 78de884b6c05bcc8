// nl-alert: spec in src/elements/alert/alert.tsx, its documented facts in src/elements/alert/alert.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Alert, spec } from '../src/elements/alert/alert.tsx';

export { showAlert, type ShowAlertOptions, type AlertType } from '../src/elements/alert/show-alert.ts';
export type { CloseDetail, CloseReason } from '../src/elements/alert/alert.tsx';

defineElement('nl-alert', Alert, spec);
