import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import type { Account } from '@shop/domain/api/account.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import { BasketPreview } from '#web/features/basket/basket-preview.tsx';
import { AccountMenu } from '#web/app/shell/account-menu.tsx';
import { SearchBox } from '#web/app/shell/search-box.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

/**
 * Parts of the header (docs/product/quality.md#quality-storefront): the search field, the account
 * button, the basket preview.
 */
const company = 'Spielwaren Händler GmbH';
let responses: Record<string, unknown>;

beforeEach(() => {
  responses = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const found = Object.entries(responses).find(([prefix]) => input.startsWith(prefix));
      if (found !== undefined) return Promise.resolve(json(found[1]));
      return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: 'none' } }, 404));
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => sessionStore.signOut());
  vi.unstubAllGlobals();
});

function header() {
  return (
    <>
      <SearchBox />
      <AccountMenu />
      <BasketPreview />
      <Link to="/de/en/basket">to basket</Link>
      <Link to="/de/en/search/lego">to lego</Link>
    </>
  );
}

function renderHeader(path: string) {
  const element = header();
  return renderRoute(path, [
    { path: '*', element },
    { index: true, element },
  ]);
}

describe('the header search field', () => {
  it('shows the search text of the page it is on, and nothing on other pages', async () => {
    renderHeader('/de/en/search/figure');
    const field = screen.getByRole('combobox', { name: 'Search the range' });
    expect(field).toHaveProperty('value', 'figure');
    fireEvent.change(field, { target: { value: 'old word' } });
    fireEvent.click(screen.getByRole('link', { name: 'to basket' }));
    await waitFor(() => expect(field).toHaveProperty('value', ''));
    fireEvent.click(screen.getByRole('link', { name: 'to lego' }));
    await waitFor(() => expect(field).toHaveProperty('value', 'lego'));
  });
});

describe('the header of a customer', () => {
  it('names the company, with the customer number as tooltip', async () => {
    responses['/intern/account'] = {
      customerNumber: 'DE/100001',
      shop: 'de',
      currency: 'EUR',
      language: 'en',
      contact: {
        firstName: 'Max',
        lastName: 'H',
        email: 'demo@example.com',
        phone: null,
        cellPhone: null,
      },
      address: { company, street: 'K 1', adding: null, location: 'N', zip: '90402', country: 'DE' },
      shippingAddress: null,
      shippingInformation: null,
      billing: { taxFree: false, payType: 4, creditLine: 1000000 },
      settings: { blockBasket: false, showPrices: true, hideEvp: false, enableDropShipping: true },
      logoImage: null,
      searches: [],
      messages: [],
      accPrPol: true,
      passwordInitialization: false,
      businessConsole: false,
    } satisfies Account;
    signInAsDemo();
    renderHeader('/de/en');
    const button = await screen.findByRole('button', {
      name: `My account, ${company}, customer number DE/100001`,
    });
    expect(button.textContent).toContain(company);
    expect(button.textContent).not.toContain('DE/100001');
    expect(button.getAttribute('title')).toBe('DE/100001');
  });

  it('says how many more articles the basket preview does not list', async () => {
    const lines = ['A-1', 'B-2', 'C-3'].map((articleNumber) => line({ articleNumber }));
    responses['/intern/basket'] = {
      ...basket(lines),
      count: 3,
      lastAdded: lines.slice(0, 2).map((entry) => ({
        articleNumber: entry.articleNumber,
        name: entry.names.name,
        image: entry.image,
      })),
    };
    signInAsDemo();
    renderHeader('/de/en');
    const trigger = await screen.findByRole('button', { name: 'Basket, 3 articles' });
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    expect(await screen.findByText('+1 more')).toBeTruthy();
  });
});
