import { useEffect, useState } from 'react';
import { rendersAsServer } from '#web/shared/ssr/render-mode.ts';

/**
 * Whether the page is scrolled further down than `threshold` pixels. What turns on it must not
 * change the page's height, or the turn could scroll the page back over the threshold (the
 * scrolled header keeps its height for that reason, decision 086).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => !rendersAsServer() && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
