import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPE_AHEAD_BUFFER_MS, useBufferedValue } from './use-buffered-value.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('type-ahead buffer', () => {
  it('passes the first word at once and collects later typing for 1.75 seconds', () => {
    const { result, rerender } = renderHook(({ value }) => useBufferedValue(value), {
      initialProps: { value: '' },
    });
    rerender({ value: 'd' });
    expect(result.current).toBe('d');
    rerender({ value: 'dr' });
    rerender({ value: 'dra' });
    expect(result.current).toBe('d');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_BUFFER_MS - 100));
    expect(result.current).toBe('d');
    rerender({ value: 'drag' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('drag');
  });

  it('passes a change after a pause at once', () => {
    const { result, rerender } = renderHook(({ value }) => useBufferedValue(value), {
      initialProps: { value: 'a' },
    });
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_BUFFER_MS + 1));
    rerender({ value: 'ab' });
    expect(result.current).toBe('ab');
  });
});
