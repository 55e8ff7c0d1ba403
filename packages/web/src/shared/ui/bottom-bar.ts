import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * Bars fixed to the bottom of the screen (the consent bar, the basket's checkout bar on a phone)
 * report their height here, so floating controls such as back-to-top sit above them instead of
 * covering their buttons.
 *
 * The height comes from a ResizeObserver, which reports after the browser's own layout; reading
 * offsetHeight while the page renders forced a layout of the whole first page, and a custom
 * property on the root element restyled every element of it (decision 068).
 */
const heights = new Map<Element, number>();
const listeners = new Set<() => void>();
let tallest = 0;

function report(element: Element, height: number | undefined): void {
  if (height === undefined) heights.delete(element);
  else heights.set(element, height);
  const next = Math.max(0, ...heights.values());
  if (next === tallest) return;
  tallest = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The height in px of the tallest bar fixed to the bottom of the screen, 0 without one. */
export function useBottomBarHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => tallest,
    () => 0,
  );
}

/** Reports the height of a bar fixed to the bottom of the screen while it is shown. */
export function useBottomBar(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (element === null) return;
    if (typeof ResizeObserver !== 'function') {
      report(element, element.offsetHeight);
      return () => report(element, undefined);
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry === undefined) return;
      report(element, entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      report(element, undefined);
    };
  }, [bar]);
}
