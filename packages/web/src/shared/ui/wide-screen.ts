import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: the desktop main menu (header.tsx) and the listing's filter column. */
const DESKTOP = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is as wide as the desktop layout now. */
export function isDesktopWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;
}

/** Whether the window is as wide as the desktop layout; follows resizing and rotation. */
export function useDesktopWidth(): boolean {
  return useSyncExternalStore(subscribe, isDesktopWidth, () => false);
}
