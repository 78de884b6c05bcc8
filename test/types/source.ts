// The published types against the source they describe: a change on either side that the other does
// not follow fails here.
//   - the loader's types, written in scripts/build/dts.mjs, against src/core/consent.ts, observer.ts,
//     src/elements/alert/show-alert.ts and modal/open-modal.ts;
//   - each event's detail, written in its @fires line, against the type the element emits
//     (`emit<ToggleDetail>(host, 'nl-toggle', …)`).
import type * as Public from 'nl-components';
import type { Consent } from '../../src/core/consent.ts';
import type { Observer } from '../../src/core/observer.ts';
import type { showAlert } from '../../src/elements/alert/show-alert.ts';
import type { openModal } from '../../src/elements/modal/open-modal.ts';
import type { ToggleDetail } from '../../src/elements/accordion/item.tsx';
import type { AddressDetail, AddressErrorDetail } from '../../src/elements/address-field/address-field.tsx';
import type { CloseDetail as AlertClose } from '../../src/elements/alert/alert.tsx';
import type { LoadDetail as BgLoad, LoadErrorDetail as BgLoadError } from '../../src/elements/bg-image/bg-image.tsx';
import type { ConfirmDetail } from '../../src/elements/confirm-button/confirm-button.tsx';
import type { ChangeDetail as DateChange } from '../../src/elements/date-picker/date-picker.tsx';
import type { FeedbackItem } from '../../src/elements/faq-feedback/faq-feedback.tsx';
import type { LoadDetail as MapLoad, LoadErrorDetail as MapLoadError, MarkerClickDetail } from '../../src/elements/map/map.tsx';
import type { CloseDetail as ModalClose } from '../../src/elements/modal/modal.tsx';
import type { CloseDetail as NotificationClose } from '../../src/elements/notification/notification.tsx';
import type { LoadDetail as RecruitmentLoad, LoadErrorDetail as RecruitmentLoadError } from '../../src/elements/recruitment-loader/recruitment-loader.tsx';
import type { SearchDetail } from '../../src/elements/search/search.tsx';
import type { ShareDetail } from '../../src/elements/share-links/share-links.tsx';
import type { SlideDetail } from '../../src/elements/slider/slider.tsx';
import type { ShowDetail as TooltipShow } from '../../src/elements/tooltip/controller.ts';
import type { ChangeDetail as UploadChange, InvalidDetail } from '../../src/elements/vacancy-upload/vacancy-upload.tsx';
import type { VideoErrorDetail, VideoEventDetail } from '../../src/elements/video/video.tsx';

/** true only when A and B are the same type (TypeScript's identity relation: no bivariant parameters). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(ok: T): T => ok;

// consent: the public members are the source's (configure and onOpen are the cookie bar's own).
type PublicConsent = typeof Public.consent;
same<Same<PublicConsent, Pick<Consent, keyof PublicConsent>>>(true);
same<Same<Parameters<Consent['set']>, Parameters<PublicConsent['set']>>>(true);
same<Same<ReturnType<Consent['get']>, Public.ConsentState>>(true);
// observer
same<Same<typeof Public.observer, Observer>>(true);
// openModal and showAlert take the same arguments and give the same results.
same<Same<Parameters<typeof Public.openModal>, Parameters<typeof openModal>>>(true);
same<Same<ReturnType<typeof Public.openModal>, ReturnType<typeof openModal>>>(true);
same<Same<Parameters<typeof Public.showAlert>, Parameters<typeof showAlert>>>(true);
const alert: ReturnType<typeof showAlert> = {} as ReturnType<typeof Public.showAlert>;

// Event details: the header's (via the event map) is the one the element emits.
type Detail<Map, Name extends keyof Map> = Map[Name] extends CustomEvent<infer D> ? D : never;
same<Same<Detail<Public.NlAccordionItemEventMap, 'nl-toggle'>, ToggleDetail>>(true);
same<Same<Detail<Public.NlAddressFieldEventMap, 'nl-address'>, AddressDetail>>(true);
same<Same<Detail<Public.NlAddressFieldEventMap, 'nl-address-error'>, AddressErrorDetail>>(true);
same<Same<Detail<Public.NlAlertEventMap, 'nl-close'>, AlertClose>>(true);
same<Same<Detail<Public.NlBgImageEventMap, 'nl-load'>, BgLoad>>(true);
same<Same<Detail<Public.NlBgImageEventMap, 'nl-load-error'>, BgLoadError>>(true);
same<Same<Detail<Public.NlConfirmButtonEventMap, 'nl-confirm'>, ConfirmDetail>>(true);
same<Same<Detail<Public.NlDatePickerEventMap, 'nl-change'>, DateChange>>(true);
same<Same<Detail<Public.NlFaqFeedbackEventMap, 'nl-feedback'>, FeedbackItem>>(true);
same<Same<Detail<Public.NlMapEventMap, 'nl-load'>, MapLoad>>(true);
same<Same<Detail<Public.NlMapEventMap, 'nl-load-error'>, MapLoadError>>(true);
// The poi is the config's location (its type inferred from the shape, optional keys as `T | undefined`).
type Fits<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
same<Fits<Detail<Public.NlMapEventMap, 'nl-marker-click'>, MarkerClickDetail>>(true);
same<Same<Detail<Public.NlModalEventMap, 'nl-close'>, ModalClose>>(true);
same<Same<Detail<Public.NlIframeModalEventMap, 'nl-close'>, ModalClose>>(true);
same<Same<Detail<Public.NlNotificationEventMap, 'nl-close'>, NotificationClose>>(true);
same<Same<Detail<Public.NlRecruitmentLoaderEventMap, 'nl-load'>, RecruitmentLoad>>(true);
same<Same<Detail<Public.NlRecruitmentLoaderEventMap, 'nl-load-error'>, RecruitmentLoadError>>(true);
same<Same<Detail<Public.NlSearchEventMap, 'nl-search'>, SearchDetail>>(true);
same<Same<Detail<Public.NlShareLinksEventMap, 'nl-share'>, ShareDetail>>(true);
same<Same<Detail<Public.NlSliderEventMap, 'nl-slide'>, SlideDetail>>(true);
same<Same<Detail<Public.NlTooltipEventMap, 'nl-tooltip-show'>, TooltipShow>>(true);
same<Same<Detail<Public.NlVacancyUploadEventMap, 'nl-change'>, UploadChange | null>>(true);
same<Same<Detail<Public.NlVacancyUploadEventMap, 'nl-invalid'>, InvalidDetail>>(true);
same<Same<Detail<Public.NlVideoEventMap, 'nl-video-play'>, VideoEventDetail>>(true);
same<Same<Detail<Public.NlVideoEventMap, 'nl-load-error'>, VideoErrorDetail>>(true);
same<Same<Detail<Public.NlCookieBarEventMap, 'nl-consent'>, Public.ConsentState>>(true);

export { alert };
