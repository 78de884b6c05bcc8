/**
 * The × close button of nl-alert, nl-notification and nl-modal: a real <button> whose name is the
 * visually hidden text (the icon is hidden from assistive technology), part="close".
 */
import type { MouseEventHandler, ReactNode } from 'react';

export function CloseButton({ label, onClick, strokeWidth = 2.25 }: { label: string; onClick: MouseEventHandler<HTMLButtonElement>; strokeWidth?: number }): ReactNode {
  return (
    <button type="button" className="close" part="close" onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
