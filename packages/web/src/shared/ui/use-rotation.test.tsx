import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_MS, useRotation } from '#web/shared/ui/use-rotation.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useRotation', () => {
  it('advances every 5 seconds and wraps around after the last item', () => {
    const { result } = renderHook(() => useRotation(3));
    expect(result.current.index).toBe(0);
    advance(ROTATION_MS - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(ROTATION_MS * 2);
    expect(result.current.index).toBe(0);
  });

  it('stops while the window has lost focus and advances when focus returns', () => {
    const { result } = renderHook(() => useRotation(3));
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(result.current.running).toBe(false);
    advance(ROTATION_MS * 4);
    expect(result.current.index).toBe(0);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current.index).toBe(1);
    expect(result.current.running).toBe(true);
    advance(ROTATION_MS);
    expect(result.current.index).toBe(2);
  });

  it('steps back and forth by hand, wrapping both ways, and pauses on request', () => {
    const { result } = renderHook(() => useRotation(3));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePause());
    expect(result.current.paused).toBe(true);
    advance(ROTATION_MS * 3);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePause());
    advance(ROTATION_MS);
    expect(result.current.index).toBe(1);
  });

  it('does not move with a single item', () => {
    const { result } = renderHook(() => useRotation(1));
    expect(result.current.running).toBe(false);
    advance(ROTATION_MS * 2);
    expect(result.current.index).toBe(0);
  });
});
