import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterStateContext,
  useLocation,
  useNavigationType,
  type Location,
} from 'react-router';

/**
 * The scroll position of every page, remembered per page and its parameters (path and query)
 * and restored when the visitor returns to it by the browser's back and forward or the shop's
 * own back: after the page's data has loaded again, not at the moment the address changes
 * (docs/decisions/098-scroll-memory-and-price-tier-list.md). A new navigation starts at
 * the top, or at the element its hash names.
 */

const STORAGE_KEY = 'shop.scrollPositions';
/** Pages remembered; the oldest are dropped beyond it, so the tab's storage stays small. */
const KEPT_PAGES = 50;
/** The restore gives up after this long, whatever is still loading. */
export const RESTORE_WITHIN_MS = 10_000;
/** What loads and how high the page is must stay unchanged this long before the restore ends. */
export const STEADY_MS = 250;
/** What the visitor does to scroll by themselves: it ends a restore still waiting. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function scrollKey(location: Pick<Location, 'pathname' | 'search'>): string {
  return location.pathname + location.search;
}

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    const entries = [...positions].slice(-KEPT_PAGES);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage unavailable: positions live as long as the document
  }
}

/** Whether the document was opened by a reload or a step back or forward, not a new visit. */
function documentReturned(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Scrolls to `target` once the page is settled (`settled()` and nothing marked aria-busy) and
 * keeps it there while the page still grows or re-renders, until loading and height have been
 * steady for STEADY_MS, the visitor scrolls by themselves, or RESTORE_WITHIN_MS has passed.
 * Returns the function that stops it early.
 */
export function restoreScroll(target: number, settled: () => boolean, done: () => void) {
  const started = performance.now();
  let steadySince = started;
  let lastHeight = -1;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of OWN_SCROLLING) window.removeEventListener(type, stop);
    done();
  };
  const step = () => {
    const now = performance.now();
    const height = document.documentElement.scrollHeight;
    const ready = settled() && document.querySelector('[aria-busy="true"]') === null;
    const reachable = Math.min(target, Math.max(0, height - window.innerHeight));
    if (!ready || height !== lastHeight) steadySince = now;
    lastHeight = height;
    if (ready && Math.abs(window.scrollY - reachable) > 1) {
      window.scrollTo(0, reachable);
      steadySince = now;
    }
    if (now - steadySince >= STEADY_MS || now - started >= RESTORE_WITHIN_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of OWN_SCROLLING) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * Remembers and restores the scroll position of every page (see above). `settled` tells when
 * the page's data has come: the shell passes "no query is loading".
 */
export function useScrollMemory(settled: () => boolean): void {
  const location = useLocation();
  const action = useNavigationType();
  const preventScrollReset = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset;
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef<string | null>(null);
  const restoring = useRef<(() => void) | null>(null);
  const settledRef = useRef(settled);
  const key = scrollKey(location);

  useLayoutEffect(() => {
    settledRef.current = settled;
  });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (restoring.current !== null || current.current === null) return;
      positions.current?.delete(current.current);
      positions.current?.set(current.current, window.scrollY);
    };
    const save = () => positions.current !== null && writePositions(positions.current);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // a layout effect: the position of the page left was taken by its scroll events, before the
  // next page is painted; reading scrollY now could give the next page's clamped position
  useLayoutEffect(() => {
    const firstPage = positions.current === null;
    positions.current ??= readPositions();
    current.current = key;
    restoring.current?.();
    writePositions(positions.current);
    const saved = positions.current.get(key);
    if (action === 'POP' && (!firstPage || documentReturned())) {
      if (saved !== undefined && saved > 0) {
        const stop = restoreScroll(
          saved,
          () => settledRef.current(),
          () => {
            if (restoring.current === stop) restoring.current = null;
          },
        );
        restoring.current = stop;
        return;
      }
    }
    if (firstPage) return;
    const hashTarget = location.hash === '' ? null : elementOfHash(location.hash);
    if (hashTarget !== null) hashTarget.scrollIntoView();
    else if (preventScrollReset !== true) window.scrollTo(0, 0);
    // only a new address moves the page; a re-render of the same one does not
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => () => restoring.current?.(), []);
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
