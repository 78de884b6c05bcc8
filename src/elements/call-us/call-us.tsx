import { attr } from '../../core/attributes.ts';
import type { ElementProps, ElementSpec } from '../../core/define.tsx';
import { useMediaQuery } from '../../core/media.ts';
import styles from './call-us.css?inline';
import { messages, type CallUsKey } from './messages.ts';

/** Below this width the link's text is the short "Bellen" (README.md here: 768 px, not a site breakpoint). */
export const SHORT_BELOW = 768;

const attributes = {
  phone: attr.string({ required: true }),
  label: attr.string(),
};

export const spec: ElementSpec<typeof attributes, CallUsKey> = { attributes, messages, styles };

/**
 * The number for a tel: URI (RFC 3966): digits and a leading +, with the Dutch "(0)" that follows
 * a country code dropped: "+31 (0)20 123 45 67" → "+31201234567".
 */
export function telHref(phone: string): string {
  const compact = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  return `tel:${compact.replace(/(?!^)\+/g, '')}`;
}

export function CallUs({ attrs, problems, t }: ElementProps<typeof attributes, CallUsKey>) {
  const short = useMediaQuery(`(max-width: ${SHORT_BELOW - 0.02}px)`);
  if (problems.phone) return <slot />;
  const label = attrs.label || attrs.phone;
  return (
    <a part="link" href={telHref(attrs.phone)}>
      <slot name="icon" />
      {short ? (
        <>
          <span aria-hidden="true">{t('call')}</span>
          <span className="visually-hidden">{`${t('call')} ${label}`}</span>
        </>
      ) : (
        // The name says what the link does on every width (issue 31): "Bellen 020 123 45 67", as below 768 px.
        <>
          <span className="visually-hidden">{`${t('call')} `}</span>
          {label}
        </>
      )}
    </a>
  );
}
