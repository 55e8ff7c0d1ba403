import { useCallback, useEffect, useState } from 'react';

/** Banner and partner rotation: 5 seconds (docs/product/content.md#content-rotation). */
export const ROTATION_MS = 5000;

export interface Rotation {
  /** the item shown, 0 when there is none */
  index: number;
  /** the visitor paused it (the pause control, or a wish for reduced motion) */
  paused: boolean;
  /** it is advancing now: not paused, the window has focus and there is more than one item */
  running: boolean;
  next: () => void;
  previous: () => void;
  togglePause: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Rotates through `count` items every 5 seconds and wraps around
 * (docs/product/content.md#content-rotation). It stops while the window has lost focus and advances
 * one item when focus returns, so a visitor who comes back sees something new; a visitor who asks
 * the system for reduced motion starts paused.
 */
export function useRotation(count: number, intervalMs = ROTATION_MS): Rotation {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [focused, setFocused] = useState(true);

  const step = useCallback(
    (by: number) => setIndex((current) => (count > 0 ? (current + by + count) % count : 0)),
    [count],
  );

  useEffect(() => {
    const onBlur = () => setFocused(false);
    const onFocus = () => {
      setFocused(true);
      step(1);
    };
    // a hidden tab stops too; the focus that comes with showing it again advances
    const onVisibility = () => {
      if (document.hidden) setFocused(false);
    };
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [step]);

  const running = !paused && focused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => step(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, step, intervalMs]);

  return {
    index: count > 0 ? index % count : 0,
    paused,
    running,
    next: () => step(1),
    previous: () => step(-1),
    togglePause: () => setPaused((value) => !value),
  };
}
