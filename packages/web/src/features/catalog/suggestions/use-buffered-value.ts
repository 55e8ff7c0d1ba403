import { useEffect, useRef, useState } from 'react';

/** The type-ahead buffer of the header search (docs/product/catalog.md#cat-type-ahead). */
export const TYPE_AHEAD_BUFFER_MS = 1750;

/**
 * The value as the suggestions see it: the first change goes through at once, later changes
 * within the buffer time are collected and the latest one goes through when it ends, so a fast
 * typist causes one request per 1.75 seconds and the last word typed is always asked for.
 */
export function useBufferedValue(value: string, bufferMs: number = TYPE_AHEAD_BUFFER_MS): string {
  const [buffered, setBuffered] = useState(value);
  const windowEnd = useRef(0);
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    const pass = () => {
      windowEnd.current = Date.now() + bufferMs;
      sent.current = value;
      setBuffered(value);
    };
    const now = Date.now();
    if (now >= windowEnd.current) {
      pass();
      return;
    }
    const timer = window.setTimeout(pass, windowEnd.current - now);
    return () => window.clearTimeout(timer);
  }, [value, bufferMs]);
  return buffered;
}
