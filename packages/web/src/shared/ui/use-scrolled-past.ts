import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further down than `threshold` pixels. Once past, it stays past
 * until the page is back above `releaseBelow`: an element that changes the page height when this
 * flips (the compact header) would otherwise flip it back on a page whose scroll range ends near
 * the threshold, over and over (docs/decisions/021-header-hysteresis-and-search-help.md).
 */
export function useScrolledPast(threshold: number, releaseBelow: number = threshold): boolean {
  const [past, setPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast((was) => window.scrollY > (was ? releaseBelow : threshold));
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, releaseBelow]);
  return past;
}
