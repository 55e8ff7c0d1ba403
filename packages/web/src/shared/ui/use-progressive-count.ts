import { useEffect, useState } from 'react';

/** Items in the first render and in each later one: about one phone task of 50 ms at 4× CPU. */
export const PROGRESSIVE_CHUNK = 12;

let firstListShown = false;

/**
 * Whether this is the first long list of a freshly opened document. Only then is the main thread
 * still busy with the page's start, and only then is nothing to restore: a reload or a step back
 * restores the scroll position, which needs the whole list at once.
 */
function isFirstListOfFreshDocument(): boolean {
  if (firstListShown) return false;
  firstListShown = true;
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate' && window.scrollY === 0;
}

/**
 * How many of `total` items to render now. On the first long list of a newly opened page the
 * items come in chunks of `chunk` (cards, or the start page's sections), one task each, so the page answers to input in between instead of
 * rendering 60 cards in one long task (decision 068); every later list renders at once.
 */
export function useProgressiveCount(total: number, chunk = PROGRESSIVE_CHUNK): number {
  const [shown, setShown] = useState(() =>
    total > chunk && isFirstListOfFreshDocument() ? chunk : Infinity,
  );
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown(shown + chunk), 0);
    return () => clearTimeout(timer);
  }, [shown, total, chunk]);
  return Math.min(shown, total);
}
