import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { demoAccount } from '#web/shared/testing/account-screens.fixtures.ts';
import { failure, sentTo, stubApi } from '#web/shared/testing/api-stub.ts';
import { QuickOrder } from '#web/features/basket/quick-order.tsx';

const FIGURE: LookupArticle = {
  articleNumber: 'FIG-1001',
  barcode: '4006381333931',
  name: 'Dragon figure',
  image: '/images/articles/FIG-1001.svg',
  state: 'inStock',
  caseQuantity: 6,
  releaseDate: null,
  preorderDate: null,
  etaDate: null,
  price: 1250,
  currency: 'EUR',
  refusal: null,
};
/** An article whose quantity field offers price tiers, as every list's does. */
const TIERED: LookupArticle = {
  ...FIGURE,
  articleNumber: 'TIER-5',
  barcode: null,
  name: 'Card sleeves',
  priceTiers: [
    { amount: 6, price: 950 },
    { amount: 18, price: 903 },
  ],
};
const SOLD: LookupArticle = {
  ...FIGURE,
  articleNumber: 'OLD-9',
  barcode: null,
  name: 'Old puzzle',
  state: 'soldOut',
  refusal: 'soldOut',
};

let fetchMock: ReturnType<typeof stubApi>;

beforeEach(() => {
  window.sessionStorage.clear();
  signInAsDemo();
  fetchMock = stubApi({
    'GET /intern/account': demoAccount,
    'POST /api/articles/lookup': ({ body }: { body: unknown }) => {
      const [code = ''] = (body as { codes: string[] }).codes;
      const article =
        [FIGURE, TIERED, SOLD].find(
          (entry) => entry.articleNumber === code.toUpperCase() || entry.barcode === code,
        ) ?? null;
      return { results: [{ code, article }] };
    },
    'PUT /basket/add': ({ body }: { body: unknown }) => ({
      success: true,
      status: 'ok',
      quantity: (body as { quantity: number }).quantity,
    }),
  });
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

function renderQuickOrder() {
  return renderRoute('/de/en/basket', [
    { path: 'basket', element: <QuickOrder customerNumber="DE/100001" /> },
  ]);
}

const codeField = () => screen.getByRole('textbox', { name: 'Article number or EAN' });
const quantityField = () => screen.getByRole('textbox', { name: /^Quantity/ });

describe('the quick order', () => {
  it('shows the article a typed EAN names, with picture, name, price, case and availability', async () => {
    renderQuickOrder();
    fireEvent.change(codeField(), { target: { value: '4006381333931' } });
    expect(await screen.findByText('Dragon figure')).toBeTruthy();
    expect(screen.getByText('Art. no. FIG-1001 · EAN 4006381333931')).toBeTruthy();
    expect(screen.getByText(`${formatMoney(1250, 'EUR')} per piece`)).toBeTruthy();
    expect(screen.getByText('Pieces per case: 6')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
  });

  it('goes on to the quantity on Enter, adds on Enter there and takes the next number', async () => {
    renderQuickOrder();
    codeField().focus();
    fireEvent.change(codeField(), { target: { value: 'fig-1001' } });
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(quantityField()));
    expect(quantityField().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText('cases of 6')).toBeTruthy();
    fireEvent.change(quantityField(), { target: { value: '3' } });
    fireEvent.keyDown(quantityField(), { key: 'Enter' });
    // the browser submits the form on Enter in a text field
    fireEvent.submit(quantityField().closest('form')!);
    expect(await screen.findByText('Dragon figure is in the basket.')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT /basket/add')).toEqual([
      expect.objectContaining({ articleNumber: 'FIG-1001', quantity: 3 }),
    ]);
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect((codeField() as HTMLInputElement).value).toBe('');
    expect((quantityField() as HTMLInputElement).value).toBe('1');
  });

  it("offers the found article's price tiers under the quantity and adds the typed quantity on Enter", async () => {
    renderQuickOrder();
    codeField().focus();
    fireEvent.change(codeField(), { target: { value: 'tier-5' } });
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    const quantity = () => screen.getByRole('combobox', { name: /^Quantity/ });
    await waitFor(() => expect(document.activeElement).toBe(quantity()));
    fireEvent.change(quantity(), { target: { value: '3' } });
    const tiers = within(screen.getByRole('listbox', { name: 'Price tiers' }));
    expect(tiers.getAllByRole('option').map((option) => option.textContent)).toEqual([
      `1 cases of 6${formatMoney(950, 'EUR')} per piece`,
      `3 cases of 6${formatMoney(903, 'EUR')} per piece`,
    ]);
    fireEvent.keyDown(quantity(), { key: 'Enter' });
    fireEvent.submit(quantity().closest('form')!);
    expect(await screen.findByText('Card sleeves is in the basket.')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT /basket/add')).toEqual([
      expect.objectContaining({ articleNumber: 'TIER-5', quantity: 3 }),
    ]);
  });

  it('keeps an unknown number and a sold-out article listed with the reason, also after a reload', async () => {
    const view = renderQuickOrder();
    codeField().focus();
    fireEvent.change(codeField(), { target: { value: 'NOPE-1' } });
    expect(await screen.findByText('No article has the number or EAN NOPE-1.')).toBeTruthy();
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    const list = await screen.findByRole('region', { name: 'Not added: 1' });
    expect(within(list).getByText('NOPE-1')).toBeTruthy();
    expect(within(list).getByText('Unknown: no article has this number or EAN.')).toBeTruthy();
    expect(document.activeElement).toBe(codeField());

    fireEvent.change(codeField(), { target: { value: 'OLD-9' } });
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    const both = await screen.findByRole('region', { name: 'Not added: 2' });
    expect(within(both).getByText('Sold out: it cannot be ordered.')).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT /basket/add')).toEqual([]);

    view.unmount();
    renderQuickOrder();
    const kept = await screen.findByRole('region', { name: 'Not added: 2' });
    fireEvent.click(within(kept).getByRole('button', { name: 'Remove NOPE-1 from the list' }));
    const left = await screen.findByRole('region', { name: 'Not added: 1' });
    expect(within(left).queryByText('NOPE-1')).toBeNull();
    expect(within(left).getByText('OLD-9')).toBeTruthy();
  });

  it('lists an article the basket refuses on adding, with the reason, and adds nothing', async () => {
    stubApi({
      'GET /intern/account': demoAccount,
      'POST /api/articles/lookup': { results: [{ code: 'FIG-1001', article: FIGURE }] },
      'PUT /basket/add': failure(409, 'ARTICLE_SOLD_OUT', 'The article is sold out'),
    });
    renderQuickOrder();
    fireEvent.change(codeField(), { target: { value: 'FIG-1001' } });
    fireEvent.submit(codeField().closest('form')!);
    const list = await screen.findByRole('region', { name: 'Not added: 1' });
    expect(within(list).getByText('Dragon figure')).toBeTruthy();
    expect(within(list).getByText('Sold out: it cannot be ordered.')).toBeTruthy();
    expect(screen.queryByText('Dragon figure is in the basket.')).toBeNull();
  });

  it('clears the number and the quantity on Escape', async () => {
    renderQuickOrder();
    fireEvent.change(codeField(), { target: { value: 'FIG-1001' } });
    expect(await screen.findByText('Dragon figure')).toBeTruthy();
    fireEvent.keyDown(codeField(), { key: 'Escape' });
    expect((codeField() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Dragon figure')).toBeNull();
  });
});
