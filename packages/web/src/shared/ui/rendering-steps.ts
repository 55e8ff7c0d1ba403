import { useEffect, useState, type ReactNode } from 'react';
import { rendersAsServer } from '#web/shared/ssr/render-mode.ts';

/** Cards in the first render and in each later one: about one phone task of 50 ms at 4× CPU. */
export const PROGRESSIVE_CHUNK = 12;

/**
 * Whether the page being rendered is the first page of a freshly opened document, at its top.
 * Only then is the main thread still busy with the page's start, and only then is nothing to
 * restore: a reload or a step back restores the scroll position, which needs the whole page at
 * once, and after the first navigation inside the shop React Router's history index is above 0.
 */
function isFreshDocumentStart(): boolean {
  // the server renders a page whole, and the first render over its markup must match it
  if (rendersAsServer()) return false;
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if ((index ?? 0) !== 0 || window.scrollY !== 0) return false;
  // asked last: the browser builds the entry anew on every call
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate';
}

/**
 * How many of `total` items to render now. On the first page of a newly opened document the
 * items come in chunks of `chunk` (cards, or the start page's blocks), one task each, so the
 * page answers to input in between instead of rendering everything in one long task (decision
 * 068); on every later page all at once.
 */
export function useProgressiveCount(total: number, chunk = PROGRESSIVE_CHUNK): number {
  const [shown, setShown] = useState(() =>
    total > chunk && isFreshDocumentStart() ? chunk : Infinity,
  );
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown(shown + chunk), 0);
    return () => clearTimeout(timer);
  }, [shown, total, chunk]);
  return Math.min(shown, total);
}

/**
 * Renders what is below a phone's first screen (the footer, an article's related articles) one
 * task after the rest on the first page of a newly opened document; at once on every later page.
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !isFreshDocumentStart());
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? children : null;
}
