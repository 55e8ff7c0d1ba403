import { useEffect, useSyncExternalStore } from 'react';
import { useBottomBarHeight } from '#web/shared/ui/bottom-bar.ts';

/**
 * The shop's one polite live region for what a buyer's action did away from the focus (an
 * article put into the basket from a list). A control announces through it instead of a live region of its own, so
 * the news is read once, and it shows as a note fixed above the bottom of the screen, so the page
 * neither moves nor grows and the focus stays where the buyer was.
 */

interface Announcement {
  id: number;
  text: string;
}

const SHOWN_MS = 5000;
let current: Announcement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Announcement | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Says the text once, politely; a newer text replaces an older one. */
export function announce(text: string): void {
  publish({ id: nextId++, text });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region itself, rendered once by the shell. */
export function Announcer() {
  const announcement = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const bottom = useBottomBarHeight();
  useEffect(() => {
    if (announcement === null) return;
    const timer = setTimeout(() => {
      if (current === announcement) publish(null);
    }, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={{ bottom: `calc(${bottom}px + 1rem)` }}
      className="pointer-events-none fixed inset-x-0 z-30 flex justify-center px-4"
    >
      {announcement !== null && (
        <p
          key={announcement.id}
          className="max-w-md rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
        >
          {announcement.text}
        </p>
      )}
    </div>
  );
}
