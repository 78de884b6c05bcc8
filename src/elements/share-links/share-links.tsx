import type { MouseEvent, ReactNode } from 'react';
import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { NlError, report } from '../../core/errors.ts';
import { emit } from '../../core/events.ts';
import styles from './share-links.css?inline';
import { messages, type ShareLinksKey } from './messages.ts';

export type ShareMethod = 'native' | 'twitter' | 'facebook' | 'linkedin';

/** The `nl-share` event: fired when the user picks a way to share, before it happens; cancelable. */
export interface ShareDetail {
  method: ShareMethod;
  /** The address being shared (absolute). */
  url: string;
}

const attributes = {
  // An absolute http(s) address (a relative `/pagina` is resolved); anything else is reported and
  // the current page is shared instead: a share link must never carry script.
  url: attr.url({ resolve: true }),
  // `title` is a global HTML attribute: the contract uses it anyway. defineElement makes no
  // property for it (el.title stays the native one, which reflects the same attribute), and the
  // browser shows it as a tooltip when hovering the element (see README).
  title: attr.string(),
};

export const spec: ElementSpec<typeof attributes, ShareLinksKey> = { attributes, messages, styles };

type Network = Exclude<ShareMethod, 'native'>;
const NETWORKS: readonly Network[] = ['twitter', 'facebook', 'linkedin'];

/**
 * Whether this document may share natively (issue 29): in a frame on another origin, `navigator.share`
 * exists but rejects with NotAllowedError unless the embedding page allows it
 * (`<iframe allow="web-share">`), so the button would only fail. Chromium tells beforehand
 * (document.featurePolicy); where the browser cannot tell, the button is shown. Asked only when the
 * policy knows the feature: about one it does not know, Chromium warns on the console.
 */
export function webShareAllowed(): boolean {
  if (typeof navigator.share !== 'function') return false;
  const policy = (document as { featurePolicy?: { features(): string[]; allowsFeature(feature: string): boolean } }).featurePolicy;
  try {
    return policy?.features().includes('web-share') ? policy.allowsFeature('web-share') : true;
  } catch {
    return true;
  }
}

/** The networks' share endpoints, with the page address (and for X the title) encoded. */
export function shareUrl(network: Network, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}${title ? `&text=${encodeURIComponent(title)}` : ''}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" part="icon">
      {children}
    </svg>
  );
}

/** Simple marks of our own, drawn on a 24 × 24 grid, coloured by currentColor. */
const ICONS: Record<ShareMethod, ReactNode> = {
  native: (
    <>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 10.5 15.4 6.5M8.6 13.5l6.8 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  twitter: <path d="M4.5 3.5 19.5 20.5M19.5 3.5 4.5 20.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />,
  facebook: <path d="M13.5 22v-8.5h3l.5-3.5h-3.5V7.8c0-1 .4-1.8 1.8-1.8H17V3a17 17 0 0 0-2.7-.2c-2.7 0-4.5 1.6-4.5 4.6V10H7v3.5h2.8V22z" />,
  linkedin: (
    <>
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="4.8" r="2.2" />
      <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.2 0 4.2 2 4.2 5.2V21h-4v-6.3c0-1.6-.4-2.7-1.9-2.7-1.6 0-2.1 1.2-2.1 2.8V21h-4z" />
    </>
  ),
};

export function ShareLinks({ attrs, host, t }: ElementProps<typeof attributes, ShareLinksKey>) {
  // Read at render time: a page that changes its address (pushState) is followed on the next render.
  const url = attrs.url || window.location.href;
  const title = attrs.title || document.title;
  const canShare = webShareAllowed();
  const tag = host.localName;

  function onLink(method: Network, event: MouseEvent<HTMLAnchorElement>) {
    // Cancelable, so a site can open the share page its own way (a popup window) or not at all.
    if (!emit<ShareDetail>(host, 'nl-share', { method, url }, { cancelable: true })) event.preventDefault();
  }

  function onNative() {
    if (!emit<ShareDetail>(host, 'nl-share', { method: 'native', url }, { cancelable: true })) return;
    // Called at once, inside the click: share() needs the user's activation.
    let sharing: Promise<void>;
    try {
      sharing = navigator.share(title ? { title, url } : { url });
    } catch (error) {
      sharing = Promise.reject(error);
    }
    sharing.catch((error: unknown) => {
      // AbortError: the user closed the share sheet, which is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      report(new NlError(tag, `sharing failed (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`), tag, host);
    });
  }

  return (
    <div className="share" part="base">
      <span className="label" part="label" id="label">
        {t('label')}
      </span>
      <ul part="list" aria-labelledby="label">
        {canShare && (
          <li part="item">
            <button type="button" part="button native" onClick={onNative}>
              <Icon>{ICONS.native}</Icon>
              <span className="visually-hidden">{t('native')}</span>
            </button>
          </li>
        )}
        {NETWORKS.map((network) => (
          <li key={network} part="item">
            <a
              part={`link ${network}`}
              href={shareUrl(network, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => onLink(network, event)}
            >
              <Icon>{ICONS[network]}</Icon>
              <span className="visually-hidden">{`${t(network)} ${t('newWindow')}`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
