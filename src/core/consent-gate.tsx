/**
 * Consent gating for elements that load a third party that sets cookies (map, video, recruitment
 * platform, tag manager). React elements use `useConsent(category)` or wrap the third-party part in
 * `<ConsentGate>`, which shows a contextual placeholder where the content is blocked: what would
 * load, why it needs consent, a button that allows this category and loads it, and the cookie
 * settings. Non-React code waits with `consent.whenAllowed(category)`.
 *
 * The placeholder's texts come from the element (its own catalogue, so `messages` overrides them);
 * `consentMessages` holds the shared ones for an element's catalogue to spread in.
 */
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { consent, type Category } from './consent.ts';

export const consentMessages = {
  nl: { consentSettings: 'Cookie-instellingen' },
  en: { consentSettings: 'Cookie settings' },
} as const;

/** Whether the visitor allows the category; re-renders when that changes. */
export function useConsent(category: Category): boolean {
  return useSyncExternalStore(consent.onChange, () => consent.allows(category));
}

export interface ConsentGateProps {
  category: Category;
  /** What loads and why it needs consent: "Deze kaart komt van Google Maps, dat cookies plaatst voor marketing." */
  text: string;
  /** The button that allows the category and loads the content: "Kaart laden en cookies accepteren". */
  action: string;
  /** The label of the button that opens the cookie settings. */
  settings: string;
  children: ReactNode;
}

export function ConsentGate({ category, text, action, settings, children }: ConsentGateProps): ReactNode {
  const allowed = useConsent(category);
  const content = useRef<HTMLDivElement>(null);
  // Set when the visitor pressed our button: the placeholder (and the focused button) goes away,
  // so focus moves to what replaced it rather than to <body>.
  const activated = useRef(false);

  useEffect(() => {
    if (!allowed || !activated.current) return;
    activated.current = false;
    content.current?.focus({ preventScroll: true });
  }, [allowed]);

  if (allowed) {
    return (
      <div className="nl-consent-content" ref={content} tabIndex={-1}>
        {children}
      </div>
    );
  }
  return (
    <div className="nl-consent-placeholder" part="consent-placeholder">
      <p className="nl-consent-text">{text}</p>
      <div className="nl-consent-actions">
        <button
          type="button"
          className="nl-consent-allow"
          part="consent-allow"
          onClick={() => {
            // Under Global Privacy Control only the settings dialog turns this category on.
            if (consent.gpc().includes(category)) return consent.open();
            activated.current = true;
            consent.set({ [category]: true });
          }}
        >
          {action}
        </button>
        <button type="button" className="nl-consent-settings" part="consent-settings" onClick={() => consent.open()}>
          {settings}
        </button>
      </div>
    </div>
  );
}
