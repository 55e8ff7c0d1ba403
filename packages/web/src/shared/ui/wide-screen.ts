import { useEffect, useState } from 'react';
import { rendersAsServer } from '#web/shared/ssr/render-mode.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';

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
 * knows no width and renders the phone's layout; over its markup the browser does too until it
 * has taken the whole page over, and the width applies then (decisions 126 and 155).
 */
export function useDesktopWidth(): boolean {
  const [wide, setWide] = useState(() => !rendersAsServer() && isDesktopWidth());
  const scripted = useScripted();
  useEffect(() => {
    const update = () => setWide(isDesktopWidth());
    update();
    return subscribe(update);
  }, []);
  return wide && scripted;
}
