// nl-notification: spec in src/elements/notification/notification.tsx, its documented facts in src/elements/notification/notification.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Notification, spec } from '../src/elements/notification/notification.tsx';

export type { CloseDetail, CloseReason, NotificationType } from '../src/elements/notification/notification.tsx';

defineElement('nl-notification', Notification, spec);
