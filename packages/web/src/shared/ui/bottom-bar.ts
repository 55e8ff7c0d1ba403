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
/** the bars a dialog is laid out above (the consent bar, decision 118) */
const overDialogs = new Set<Element>();
const listeners = new Set<() => void>();
let tallest = 0;
let tallestOverDialogs = 0;

function report(element: Element, height: number | undefined): void {
  if (height === undefined) heights.delete(element);
  else heights.set(element, height);
  const next = Math.max(0, ...heights.values());
  const nextOverDialogs = Math.max(
    0,
    ...[...heights].filter(([bar]) => overDialogs.has(bar)).map(([, value]) => value),
  );
  if (next === tallest && nextOverDialogs === tallestOverDialogs) return;
  tallest = next;
  tallestOverDialogs = nextOverDialogs;
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

/**
 * The height in px of the bars that stay usable beside an open dialog (the consent bar): a
 * dialog ends above them, so neither covers the other (decision 118).
 */
export function useBarsBesideDialogsHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => tallestOverDialogs,
    () => 0,
  );
}

/**
 * Reports the height of a bar fixed to the bottom of the screen while it is shown;
 * `besideDialogs` for a bar that an open dialog must leave uncovered.
 */
export function useBottomBar(bar: RefObject<HTMLElement | null>, besideDialogs = false): void {
  useEffect(() => {
    const element = bar.current;
    if (element === null) return;
    if (besideDialogs) overDialogs.add(element);
    const forget = () => {
      overDialogs.delete(element);
      report(element, undefined);
    };
    if (typeof ResizeObserver !== 'function') {
      report(element, element.offsetHeight);
      return forget;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry === undefined) return;
      report(element, entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      forget();
    };
  }, [bar, besideDialogs]);
}
