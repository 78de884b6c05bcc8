import type { Catalogue } from '../../core/i18n.ts';

const nl = {
  /** The list's visible label; also its accessible name. */
  label: 'Delen via',
  /** The native share button (only where navigator.share exists). */
  native: 'Delen',
  twitter: 'Deel op X (Twitter)',
  facebook: 'Deel op Facebook',
  linkedin: 'Deel op LinkedIn',
  /** Added (visually hidden) to each link's name: the links open in a new window. */
  newWindow: '(opent in een nieuw venster)',
} satisfies Catalogue;

export type ShareLinksKey = keyof typeof nl;

export const messages = {
  nl,
  en: {
    label: 'Share via',
    native: 'Share',
    twitter: 'Share on X (Twitter)',
    facebook: 'Share on Facebook',
    linkedin: 'Share on LinkedIn',
    newWindow: '(opens in a new window)',
  } satisfies Catalogue<ShareLinksKey>,
};
