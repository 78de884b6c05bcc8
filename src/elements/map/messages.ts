import { consentMessages } from '../../core/consent-gate.tsx';
import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The link of each location, in the list and in the info window (README.md here). */
  route: 'Route naar locatie',
  /** The accessible name of the list of locations. */
  listLabel: 'Locaties',
  /** The placeholder before consent: what would load and why it needs consent. */
  consentText: 'De kaart komt van Google Maps, dat cookies plaatst.',
  /** The button that allows marketing cookies and loads the map. */
  consentAction: 'Kaart laden en cookies accepteren',
  /** Shown in the map's box while Google Maps loads. */
  loading: 'De kaart wordt geladen…',
  /** Google Maps could not be loaded (offline, blocked). */
  loadError: 'De kaart kon niet worden geladen. Alle locaties staan in de lijst hieronder.',
  /** Google Maps refused the key (gm_authFailure). */
  authError: 'De kaart is nu niet beschikbaar. Alle locaties staan in de lijst hieronder.',
  /** The button that tries to load Google Maps again after a failure. */
  retry: 'Opnieuw proberen',
  ...consentMessages.nl,
} satisfies Catalogue;

export type MapKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    route: 'Route to location',
    listLabel: 'Locations',
    consentText: 'The map comes from Google Maps, which sets cookies.',
    consentAction: 'Load the map and accept cookies',
    loading: 'Loading the map…',
    loadError: 'The map could not be loaded. All locations are in the list below.',
    authError: 'The map is not available right now. All locations are in the list below.',
    retry: 'Try again',
    ...consentMessages.en,
  } satisfies Catalogue<MapKey>,
};
