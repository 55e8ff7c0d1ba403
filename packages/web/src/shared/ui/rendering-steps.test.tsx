import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Later, PROGRESSIVE_CHUNK, useProgressiveCount } from './rendering-steps.ts';

function List({ total, chunk }: { total: number; chunk?: number }) {
  const shown = useProgressiveCount(total, chunk);
  return (
    <ul aria-label="Items">
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

/** The document as the browser opened it: how, where it is scrolled, and its history index. */
function openDocument(type: string, { scrollY = 0, idx = 0 } = {}): void {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ]);
  vi.spyOn(window.history, 'state', 'get').mockReturnValue({ idx });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
}

const items = () => screen.getByRole('list', { name: 'Items' }).children.length;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('rendering steps', () => {
  it('renders a long list on the first page of a newly opened document in chunks', async () => {
    openDocument('navigate');
    render(<List total={60} />);
    expect(items()).toBe(PROGRESSIVE_CHUNK);
    await waitFor(() => expect(items()).toBe(60));
    cleanup();
    render(<List total={5} chunk={1} />);
    expect(items()).toBe(1);
    await waitFor(() => expect(items()).toBe(5));
  });

  it('renders at once after a navigation in the shop, a reload, a step back or on a scrolled page', () => {
    for (const [type, place] of [
      ['navigate', { idx: 1 }],
      ['reload', {}],
      ['back_forward', {}],
      ['navigate', { scrollY: 800 }],
    ] as const) {
      openDocument(type, place);
      render(<List total={60} />);
      expect(items()).toBe(60);
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it('renders a short list at once', () => {
    openDocument('navigate');
    render(<List total={PROGRESSIVE_CHUNK} />);
    expect(items()).toBe(PROGRESSIVE_CHUNK);
  });

  it('shows what is below the first screen one task later on a new document, else at once', async () => {
    openDocument('navigate');
    render(<Later>Footer</Later>);
    expect(screen.queryByText('Footer')).toBeNull();
    expect(await screen.findByText('Footer')).toBeTruthy();
    cleanup();
    openDocument('navigate', { idx: 2 });
    render(<Later>Footer</Later>);
    expect(screen.getByText('Footer')).toBeTruthy();
  });
});
