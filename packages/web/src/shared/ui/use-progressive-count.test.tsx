import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProgressiveCount from './use-progressive-count.ts';

type Hook = typeof ProgressiveCount;

function List({ hook, total }: { hook: Hook; total: number }) {
  const shown = hook.useProgressiveCount(total);
  return (
    <ul aria-label="Items">
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

/** A fresh module: the first list of a newly opened document. */
async function freshDocument(type: string, scrollY = 0): Promise<Hook> {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ]);
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  return import('./use-progressive-count.ts');
}

const items = () => screen.getByRole('list', { name: 'Items' }).children.length;

beforeEach(() => vi.restoreAllMocks());
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useProgressiveCount', () => {
  it('renders the first long list of a newly opened page in chunks, then every list at once', async () => {
    const hook = await freshDocument('navigate');
    render(<List hook={hook} total={60} />);
    expect(items()).toBe(hook.PROGRESSIVE_CHUNK);
    await waitFor(() => expect(items()).toBe(60));
    cleanup();
    render(<List hook={hook} total={60} />);
    expect(items()).toBe(60);
  });

  it('renders at once where a scroll position is restored: a reload, a step back, a scrolled page', async () => {
    render(<List hook={await freshDocument('reload')} total={60} />);
    expect(items()).toBe(60);
    cleanup();
    render(<List hook={await freshDocument('back_forward')} total={60} />);
    expect(items()).toBe(60);
    cleanup();
    render(<List hook={await freshDocument('navigate', 800)} total={60} />);
    expect(items()).toBe(60);
  });

  it('renders a short list at once', async () => {
    const hook = await freshDocument('navigate');
    render(<List hook={hook} total={hook.PROGRESSIVE_CHUNK} />);
    expect(items()).toBe(hook.PROGRESSIVE_CHUNK);
  });
});
