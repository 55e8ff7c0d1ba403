import { useCallback, useSyncExternalStore } from 'react';
import { rendersAsServer, serverRenderTime } from '#web/shared/ssr/render-mode.ts';

/**
 * Countdowns of the shop (an offer's end, a Magic release), ticking every second. Every
 * countdown on a page reads one shared clock, so a list of 60 tiles with a release each runs one
 * timer, not 60, and renders once a second.
 */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left until an ISO moment, or null once it has passed or cannot be read. */
export function countdownParts(until: string, now: number): CountdownParts | null {
  const end = Date.parse(until);
  if (Number.isNaN(end) || end <= now) return null;
  const total = Math.floor((end - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Hours, minutes and seconds as 03:12:44; the days are said in words by the caller. */
export function clockOf(parts: CountdownParts): string {
  return [parts.hours, parts.minutes, parts.seconds]
    .map((value) => String(value).padStart(2, '0'))
    .join(':');
}

const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

function snapshot(): number {
  // the server's page shows the time left at its rendering; the first render over it too
  if (rendersAsServer()) return serverRenderTime();
  // without a running clock the last tick may be long ago: the first render reads the time
  if (timer === undefined && Date.now() - now >= 1000) now = Date.now();
  return now;
}

/**
 * The time left until `until` (ISO), null without one or once it has passed; the component
 * renders again each second while it runs, and stops listening to the clock once it has passed.
 */
export function useCountdown(until: string | null): CountdownParts | null {
  const subscribeUntil = useCallback(
    (listener: () => void) => {
      const end = until === null ? Number.NaN : Date.parse(until);
      if (Number.isNaN(end) || Date.now() >= end) return () => undefined;
      let stop: (() => void) | null = null;
      const tick = () => {
        listener();
        if (Date.now() >= end) {
          stop?.();
          stop = null;
        }
      };
      stop = subscribe(tick);
      return () => {
        stop?.();
        stop = null;
      };
    },
    [until],
  );
  const time = useSyncExternalStore(subscribeUntil, snapshot, snapshot);
  return until === null ? null : countdownParts(until, time);
}
