/**
 * Breakpoints and media queries as React hooks. The site's breakpoints: mobile < 750 px,
 * small ≥ 750, medium ≥ 970, desktop ≥ 1200.
 */
import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = { small: 750, medium: 970, desktop: 1200 } as const;
export type Breakpoint = 'mobile' | 'small' | 'medium' | 'desktop';

export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.medium) return 'medium';
  if (width >= BREAKPOINTS.small) return 'small';
  return 'mobile';
}

export function matches(query: string): boolean {
  return window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export function useBreakpoint(): Breakpoint {
  const small = useMediaQuery(`(min-width: ${BREAKPOINTS.small}px)`);
  const medium = useMediaQuery(`(min-width: ${BREAKPOINTS.medium}px)`);
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  return desktop ? 'desktop' : medium ? 'medium' : small ? 'small' : 'mobile';
}

export function prefersReducedMotion(): boolean {
  return matches('(prefers-reduced-motion: reduce)');
}
