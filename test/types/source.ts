// The loader's hand-written types in scripts/dts.mjs against the source they describe
// (src/core/consent.ts, observer.ts, src/elements/alert/show-alert.ts, modal/open-modal.ts): a change
// on either side that the other does not follow fails here.
import type * as Public from 'nl-components';
import type { Consent } from '../../src/core/consent.ts';
import type { Observer } from '../../src/core/observer.ts';
import type { showAlert } from '../../src/elements/alert/show-alert.ts';
import type { openModal } from '../../src/elements/modal/open-modal.ts';

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


export { alert };
