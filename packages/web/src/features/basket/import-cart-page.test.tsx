import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { ImportCartPage } from './import-cart-page.tsx';
import { PreparedBasketPage } from './prepared-basket-page.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { json } from '#web/shared/testing/api-stub.ts';

const result = {
  added: 1,
  notAdded: 2,
  lines: [
    { line: 1, text: '4260187000408 12', articleNumber: 'FIG-1001', quantity: 12, status: 'added' },
    { line: 2, text: 'NOPE 1', status: 'notFound' },
    {
      line: 4,
      text: 'BOX-2;3',
      articleNumber: 'BOX-2',
      quantity: 3,
      status: 'notAddable',
      reason: 'soldOut',
    },
  ],
};

let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;

beforeEach(() => {
  fetch = vi.fn<typeof window.fetch>(() => Promise.resolve(json(result)));
  vi.stubGlobal('fetch', fetch);
  signInAsDemo();
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('basket import pages', () => {
  it('ignores whitespace-only text and shows the result of each pasted line', async () => {
    renderRoute('/de/en/account/import-cart', [
      { path: 'account/import-cart', Component: ImportCartPage },
    ]);
    const text = screen.getByRole('textbox', { name: 'Articles' });
    fireEvent.change(text, { target: { value: '  \n\t ' } });
    expect(
      screen.getByRole('button', { name: 'Import into the basket' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(text, { target: { value: '4260187000408 12\nNOPE 1\n\nBOX-2;3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import into the basket' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Added');
    expect(rows[2]?.textContent).toContain('Article not found');
    expect(rows[3]?.textContent).toContain('Sold out');
    expect(screen.getByText('Added: 1, not added: 2')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      basket: '4260187000408 12\nNOPE 1\n\nBOX-2;3',
    });
    expect(screen.getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe(
      '/de/en/basket',
    );
  });

  it('imports a prepared basket once on opening and offers the way on to the basket', async () => {
    renderRoute('/de/en/account/import/preparedBasket/abc123', [
      { path: 'account/import/preparedBasket/:link', Component: PreparedBasketPage },
    ]);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/accounts/100001/basket/actions');
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'importPreparedArticles',
      link: 'abc123',
    });
    expect(screen.getByRole('link', { name: 'Go on to the basket' })).toBeTruthy();
  });
});
