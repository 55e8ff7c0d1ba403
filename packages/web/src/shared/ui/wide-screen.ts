import { useEffect, useState } from 'react';
import { rendersAsServer } from '#web/shared/ssr/render-mode.ts';

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
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DESKTOP).matches
  );
}

/**
 * Whether the window is as wide as the desktop layout; follows resizing and rotation. The server
 * knows no width and renders the phone's layout; over its markup the first render does too,
 * and the width applies right after (decision 126).
 */
export function useDesktopWidth(): boolean {
  const [wide, setWide] = useState(() => !rendersAsServer() && isDesktopWidth());
  useEffect(() => {
    const update = () => setWide(isDesktopWidth());
    update();
    return subscribe(update);
  }, []);
  return wide;
}
