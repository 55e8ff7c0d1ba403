import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_WITHIN_MS, STEADY_MS, useScrollMemory } from '#web/app/shell/use-scroll-memory.ts';

// jsdom lays nothing out: the page's height and scrolling are played here as a browser does
// them, the position clamped to what the page's height allows
let pageHeight = 5000;
let scrolled = 0;
let loading = false;

function scrollPage(y: number) {
  scrolled = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'],
  });
  sessionStorage.clear();
  pageHeight = 5000;
  scrolled = 0;
  loading = false;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  window.scrollTo = ((_x: number, y: number) => scrollPage(y)) as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Root() {
  useScrollMemory(() => !loading);
  return <Outlet />;
}

function renderShop(path = '/de/de/hotDeals') {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          { path: '/de/de/hotDeals', element: <h1>Hot deals</h1> },
          { path: '/de/de/product/:number', element: <h1>Article</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof renderShop>, to: string | number) {
  await act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
}

async function frames(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('scroll positions', () => {
  it('brings a list back to where it was left after going back', async () => {
    const router = renderShop();
    scrollPage(2100);
    await go(router, '/de/de/product/A1');
    expect(scrolled).toBe(0);
    scrollPage(300);
    await go(router, -1);
    await frames(100);
    expect(scrolled).toBe(2100);
    // and forward again: the article where it was
    await go(router, 1);
    await frames(100);
    expect(scrolled).toBe(300);
  });

  it('waits for the data of the list and for its height before it scrolls', async () => {
    const router = renderShop();
    scrollPage(2100);
    await go(router, '/de/de/product/A1');
    // the list loads again and is short until its articles come
    loading = true;
    pageHeight = 900;
    await go(router, -1);
    await frames(1000);
    expect(scrolled).toBe(0);
    loading = false;
    await frames(50);
    // loaded, but still short: as far down as it goes
    expect(scrolled).toBe(900 - window.innerHeight);
    pageHeight = 5000;
    await frames(50);
    expect(scrolled).toBe(2100);
    // a re-render that pushed the page back to the top is undone while the list settles
    scrollPage(0);
    await frames(50);
    expect(scrolled).toBe(2100);
  });

  it('starts a new navigation at the top, also to a list visited before', async () => {
    const router = renderShop();
    scrollPage(2100);
    await go(router, '/de/de/product/A1');
    await go(router, '/de/de/hotDeals');
    await frames(STEADY_MS * 2);
    expect(scrolled).toBe(0);
  });

  it('leaves the page where the visitor scrolls it while the list still loads', async () => {
    const router = renderShop();
    scrollPage(2100);
    await go(router, '/de/de/product/A1');
    loading = true;
    await go(router, -1);
    await frames(200);
    fireEvent.wheel(window);
    scrollPage(150);
    loading = false;
    await frames(200);
    expect(scrolled).toBe(150);
  });

  it('gives up when the list never settles, and remembers in the tab', async () => {
    const router = renderShop();
    scrollPage(2100);
    await go(router, '/de/de/product/A1');
    expect(JSON.parse(sessionStorage.getItem('shop.scrollPositions')!)).toContainEqual([
      '/de/de/hotDeals',
      2100,
    ]);
    loading = true;
    await go(router, -1);
    await frames(RESTORE_WITHIN_MS + 100);
    loading = false;
    await frames(200);
    expect(scrolled).toBe(0);
  });
});
