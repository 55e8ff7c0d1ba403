import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@shop/domain/api/account.ts';
import { withoutPrices, type BasketResponse } from '@shop/domain/api/basket.ts';
import type { SavedBasket } from '@shop/domain/api/saved-baskets.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import { BasketPage } from '#web/features/basket/basket-page.tsx';
import { writeDropshipping, EMPTY_DRAFT } from '#web/shared/basket/dropshipping-storage.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { json } from '#web/shared/testing/api-stub.ts';

const account: Account = {
  customerNumber: 'DE/100001',
  shop: 'de',
  currency: 'EUR',
  language: 'en',
  contact: {
    firstName: 'Max',
    lastName: 'Händler',
    email: 'demo@example.com',
    phone: null,
    cellPhone: null,
  },
  address: {
    company: 'Spielwaren Händler GmbH',
    street: 'Königstraße 1',
    adding: null,
    location: 'Nürnberg',
    zip: '90402',
    country: 'DE',
  },
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
};

interface Server {
  basket: BasketResponse;
  /** the account sees no prices: past orders come without amounts */
  pricesHidden: boolean;
  saved: SavedBasket[];
  order: () => Promise<Response>;
}

let server: Server;
let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;

function route(input: string, init: RequestInit): Promise<Response> {
  const method = init.method ?? 'GET';
  if (input.startsWith('/intern/basket')) return Promise.resolve(json(server.basket));
  if (input === '/intern/account') return Promise.resolve(json(account));
  if (input === '/basket/load/all') return Promise.resolve(json({ savedBaskets: server.saved }));
  if (input === '/account/paymentMethods')
    return Promise.resolve(json({ paymentMethods: [{ payType: 4, selected: true }] }));
  if (input === '/basket/order' && method === 'POST') return server.order();
  if (input === '/basket/add' && method === 'PUT') {
    const { quantity } = JSON.parse(String(init.body)) as { quantity: number };
    return Promise.resolve(json({ success: true, status: 'ok', quantity }));
  }
  if (input === '/basket/save')
    return Promise.resolve(json({ ...server.saved[0], note: 'x' }, 201));
  if (input === '/basket/cloneBasketOrOrder') {
    return Promise.resolve(
      json({
        added: 1,
        notAdded: 1,
        lines: [
          { line: 1, text: 'FIG-1001', articleNumber: 'FIG-1001', quantity: 2, status: 'added' },
          {
            line: 2,
            text: 'OLD-9',
            articleNumber: 'OLD-9',
            status: 'notAddable',
            reason: 'soldOut',
          },
        ],
      }),
    );
  }
  if (input.startsWith('/account/orders/')) {
    const page = Number(/orders\/(\d+)/.exec(input)?.[1]) - 1;
    const orders = Array.from({ length: 7 }, (_, index) => ({
      orderNumber: `A26000${String(20 - index).padStart(2, '0')}`,
      date: '2026-11-20T08:00:00Z',
      state: 'shipped',
      linesCount: 1,
      dropshipping: false,
      reference: '',
      total: 10000,
      currency: 'EUR',
      items: [
        {
          articleNumber: 'FIG-1001',
          name: 'Starship Figure',
          price: 1250,
          quantity: 8,
          discount: 0,
        },
      ],
      parcels: [],
    }));
    const shown = orders.slice(page * 5, page * 5 + 5);
    return Promise.resolve(
      json(
        server.pricesHidden
          ? {
              orders: shown.map(({ total: _total, items, ...order }) => ({
                ...order,
                items: items.map(({ price: _price, discount: _discount, ...item }) => item),
              })),
              page: page + 1,
              size: 5,
              totalCount: 7,
              pricesHidden: true,
            }
          : { orders: shown, page: page + 1, size: 5, totalCount: 7 },
      ),
    );
  }
  return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: input } }, 404));
}

beforeEach(() => {
  server = {
    basket: basket([line()]),
    pricesHidden: false,
    saved: [],
    order: () =>
      Promise.resolve(
        json(
          { basketId: 7, status: 'ordered', orderNumber: 'A2600001', total: 100, currency: 'EUR' },
          201,
        ),
      ),
  };
  fetch = vi.fn<typeof window.fetch>((input, init) => route(String(input), init ?? {}));
  vi.stubGlobal('fetch', fetch);
  signInAsDemo();
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderBasket() {
  return renderRoute('/de/en/basket', [
    { path: 'basket', Component: BasketPage },
    { path: 'account/confirm', element: <h1>Confirmation page</h1> },
  ]);
}

function calls(path: string) {
  return fetch.mock.calls.filter(([input]) => String(input) === path);
}

describe('BasketPage', () => {
  it('shows the lines with their flags, the alert counts, totals, payment and billing address', async () => {
    server.basket = basket([
      line(),
      line({
        articleNumber: 'BOX-2',
        names: { name: 'Booster Box' },
        soldOut: true,
        caseQuantity: 12,
        quantity: 24,
        cases: 2,
      }),
      line({ articleNumber: 'CUP-3', names: { name: 'Mug' }, oldPrice: true, previousPrice: 990 }),
    ]);
    renderBasket();

    const box = await screen.findByRole('article', { name: 'Booster Box' });
    expect(within(box).getByText('Sold out')).toBeTruthy();
    // the box counts cases and says so, next to it and in its name; the line names both
    expect(
      within(box).getByRole('textbox', { name: 'Quantity of Booster Box cases of 12' }),
    ).toHaveProperty('value', '2');
    expect(within(box).getByText('cases of 12')).toBeTruthy();
    expect(within(box).getByText('24 pieces = 2 × case of 12')).toBeTruthy();
    const figure = screen.getByRole('article', { name: 'Starship Figure' });
    expect(
      within(figure).getByRole('textbox', { name: 'Quantity of Starship Figure pieces' }),
    ).toHaveProperty('value', '2');
    expect(within(figure).getByText('pieces')).toBeTruthy();
    expect(screen.getByText('Price changed (was 9,90 €)')).toBeTruthy();
    const alert = screen.getAllByRole('alert')[0]!;
    expect(alert.textContent).toContain('1 article is sold out');
    expect(alert.textContent).toContain('1 article has a new price');
    expect(screen.getByText('Prepayment')).toBeTruthy();
    expect(await screen.findByText(/Spielwaren Händler GmbH/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/de/en/agb',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/de/en/privacy-policy',
    );
  });

  it('offers the price tiers under a line quantity, and a tier chosen by keyboard sets the line', async () => {
    server.basket = basket([
      line({
        articleNumber: 'BOX-2',
        names: { name: 'Booster Box' },
        caseQuantity: 12,
        quantity: 12,
        cases: 1,
        price: 4000,
        lineTotal: 48000,
        priceTiers: [
          { amount: 12, price: 4000 },
          { amount: 48, price: 3800 },
        ],
      }),
    ]);
    renderBasket();
    const box = await screen.findByRole('article', { name: 'Booster Box' });
    const field = within(box).getByRole('combobox', {
      name: 'Quantity of Booster Box cases of 12',
    });
    fireEvent.focus(field);
    const options = within(within(box).getByRole('listbox', { name: 'Price tiers' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      '1 cases of 1240,00 € per piece',
      '4 cases of 1238,00 € per piece',
    ]);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(calls('/basket/add')).toHaveLength(1));
    expect(JSON.parse(String(calls('/basket/add')[0]![1]!.body))).toEqual({
      articleNumber: 'BOX-2',
      quantity: 4,
      replace: true,
    });
    expect(within(box).queryByRole('listbox')).toBeNull();
    fireEvent.click(field);
    expect(within(box).getByRole('listbox')).toBeTruthy();
    fireEvent.blur(field);
    await waitFor(() => expect(within(box).queryByRole('listbox')).toBeNull());
  });

  it('refuses to order while terms and privacy are unticked and marks them', async () => {
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Place binding order' }));
    expect(
      screen.getByRole('checkbox', { name: /terms and conditions/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(document.activeElement?.id).toBe('basket-terms');
    expect(calls('/basket/order')).toHaveLength(0);
  });

  it('reloads the basket, stops on blocking flags and scrolls to the top', async () => {
    renderBasket();
    await screen.findByRole('article', { name: 'Starship Figure' });
    server.basket = basket([line({ noStock: true })]);
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place binding order' }));
    expect(await screen.findByText(/some articles cannot be ordered\. Please check/)).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(calls('/basket/order')).toHaveLength(0);
  });

  it('orders once with an Idempotency-Key, refuses a second click meanwhile and shows the confirmation', async () => {
    let release: (response: Response) => void = () => undefined;
    server.order = () => new Promise((resolve) => (release = resolve));
    writeDropshipping({ checked: false, address: EMPTY_DRAFT });
    renderBasket();
    await screen.findByRole('article', { name: 'Starship Figure' });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    const button = await screen.findByRole('button', { name: 'Place binding order' });
    fireEvent.click(button);
    await waitFor(() => expect(calls('/basket/order')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Processing/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(document.getElementById('basket-order-form')!);
    expect(await screen.findByText(/Please wait/)).toBeTruthy();
    expect(calls('/basket/order')).toHaveLength(1);

    const [, init] = calls('/basket/order')[0]!;
    const key = new Headers(init?.headers).get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({ payType: 4, dropshippingInfo: null });
    await act(async () => {
      release(
        json(
          { basketId: 7, status: 'ordered', orderNumber: 'A2600001', total: 100, currency: 'EUR' },
          201,
        ),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
  });

  it('shows the error code of a refused order and keeps the button disabled', async () => {
    server.order = () =>
      Promise.resolve(
        json({ error: { code: 'BASKET_NOT_ORDERABLE', message: 'Not orderable' } }, 409),
      );
    renderBasket();
    await screen.findByRole('article', { name: 'Starship Figure' });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place binding order' }));
    expect(
      await screen.findByText('The order was not placed (code BASKET_NOT_ORDERABLE).'),
    ).toBeTruthy();
    // the button takes its label back once the refused call has settled (on a busy machine
    // that can take several seconds while the other test projects run beside it)
    await waitFor(
      () =>
        expect(
          screen
            .getByRole('button', { name: 'Place binding order', hidden: true })
            .hasAttribute('disabled'),
        ).toBe(true),
      { timeout: 10_000 },
    );
    // the disabled button leaves no way on: the error dialog says why and what to do
    const dialog = await screen.findByRole('alertdialog', { name: 'The order was not placed' });
    expect(
      within(dialog).getByText(
        'Some articles cannot be ordered as they are. Please check the marked articles.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Error code: BASKET_NOT_ORDERABLE')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/de/en/contact',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers to try an order again that got no answer, and places it then', async () => {
    server.order = () =>
      Promise.resolve(json({ error: { code: 'HTTP_503', message: 'Unavailable' } }, 503));
    renderBasket();
    await screen.findByRole('article', { name: 'Starship Figure' });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place binding order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The order was not placed' });
    expect(
      within(dialog).getByText('The shop could not answer (error 503). Please try again later.'),
    ).toBeTruthy();
    server.order = () =>
      Promise.resolve(
        json(
          { basketId: 7, status: 'ordered', orderNumber: 'A2600001', total: 100, currency: 'EUR' },
          201,
        ),
      );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls('/basket/order')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(calls('/basket/order')).toHaveLength(2);
  });

  it('sends the dropshipping address and goes to the confirmation with type ds', async () => {
    writeDropshipping({
      checked: true,
      address: {
        ...EMPTY_DRAFT,
        firstName: 'Erika',
        lastName: 'Muster',
        street: 'Hauptstr.',
        houseNumber: '5',
        zip: '90402',
        city: 'Nürnberg',
        email: 'erika@example.com',
        phoneNumber: '0911 123456',
      },
    });
    renderRoute('/de/en/basket', [
      { path: 'basket', Component: BasketPage },
      {
        path: 'account/confirm',
        Component: () => <h1>{window.location.search || 'confirmed'}</h1>,
      },
    ]);
    await screen.findByRole('article', { name: 'Starship Figure' });
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Nürnberg');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place binding dropshipping order' }));
    await waitFor(() => expect(calls('/basket/order')).toHaveLength(1));
    const body = JSON.parse(String(calls('/basket/order')[0]![1]?.body)) as {
      dropshippingInfo: { address: { zip: string } };
    };
    expect(body.dropshippingInfo.address.zip).toBe('90402');
    await screen.findByRole('heading');
    expect(window.localStorage.getItem('shop.dropshipping')).toBeNull();
  });

  it('disables saving under a note that a saved basket has already', async () => {
    server.saved = [
      {
        id: 1,
        note: 'Christmas',
        savedDate: '2026-11-20T08:00:00Z',
        articles: [],
        dropshipping: null,
      },
    ];
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Save basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save basket' });
    await waitFor(() => expect(calls('/basket/load/all')).toHaveLength(1));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Christmas' },
    });
    expect(await within(dialog).findByText(/exists already/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('asks replace or add before loading a saved basket, and remembers the choice', async () => {
    server.saved = [
      {
        id: 3,
        note: 'Christmas',
        savedDate: '2026-11-20T08:00:00Z',
        articles: [],
        dropshipping: null,
      },
    ];
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Load saved basket' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load “Christmas”' }));
    const question = await screen.findByRole('dialog', { name: 'Replace or add?' });
    fireEvent.click(within(question).getByRole('checkbox', { name: 'Remember my choice' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Replace basket' }));
    expect(await screen.findByText('The basket was replaced: 1 article loaded.')).toBeTruthy();
    expect(screen.getByText('OLD-9: Sold out')).toBeTruthy();
    const [, init] = calls('/basket/cloneBasketOrOrder')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ orderNumber: 3, replaceArticles: true });
    expect(window.localStorage.getItem('shop.basketLoadChoice')).toBe('2');

    // the remembered choice: no question the second time
    fireEvent.click(screen.getByRole('button', { name: 'Load saved basket' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load “Christmas”' }));
    await waitFor(() => expect(calls('/basket/cloneBasketOrOrder')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Replace or add?' })).toBeNull();
  });

  it('pages through past orders and repeats one into the basket by adding', async () => {
    window.localStorage.setItem('shop.basketLoadChoice', '1');
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat an order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat an order' });
    expect(await within(dialog).findByText('Order A2600020')).toBeTruthy();
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Older orders' }));
    expect(await within(dialog).findByText('Order A2600014')).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Put order A2600014 into the basket' }),
    );
    await waitFor(() => expect(calls('/basket/cloneBasketOrOrder')).toHaveLength(1));
    const [, init] = calls('/basket/cloneBasketOrOrder')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      orderNumber: 'A2600014',
      replaceArticles: false,
    });
  });

  it('shows a basket without any amount to an account that sees no prices, and orders it', async () => {
    server.pricesHidden = true;
    server.basket = withoutPrices(
      basket([
        line(),
        line({
          articleNumber: 'BOX-2',
          names: { name: 'Booster Box' },
          caseQuantity: 12,
          quantity: 24,
          cases: 2,
          oldPrice: true,
          previousPrice: 990,
        }),
      ]),
    );
    renderBasket();

    const box = await screen.findByRole('article', { name: 'Booster Box' });
    expect(within(box).getByText('Price changed')).toBeTruthy();
    expect(within(box).getByText('24 pieces = 2 × case of 12')).toBeTruthy();
    expect(screen.getByText('2 articles')).toBeTruthy();
    expect(screen.getByText(/Prices are not shown for your account/)).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
    expect(document.body.textContent).not.toMatch(/€|\d,\d\d/);

    fireEvent.click(screen.getByRole('button', { name: 'Repeat an order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat an order' });
    expect(await within(dialog).findByText('Order A2600020')).toBeTruthy();
    expect(dialog.textContent).not.toContain('€');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place binding order' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
    expect(calls('/basket/order')).toHaveLength(1);
  });

  it('charges the parcel cost instead of the shipping fee while dropshipping is ticked', async () => {
    const lines = [line(), line({ articleNumber: 'BOOK-7', taxRate: 7, lineTotal: 1000 })];
    const answer = basket(lines, {
      dropshipping: {
        enabled: true,
        possible: true,
        problems: [],
        shippingCost: {
          parcels: 2,
          carrier: false,
          net: 2180,
          vat: 414,
          gross: 2594,
          currency: 'EUR',
        },
      },
    });
    // as the server computes them: fee 15.00 with VAT at the highest goods rate (19 %)
    answer.currencies[0]!.totals = {
      net: 3500,
      shipping: 1500,
      freeShippingFrom: 25000,
      shippingFee: 1500,
      vatNormal: 475 + 285,
      vatReduced: 70,
      total: 3500 + 1500 + 760 + 70,
    };
    server.basket = answer;
    renderBasket();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    const row = (label: string | RegExp) =>
      within(summary).getByText(label).closest('div')?.textContent;
    expect(row('Shipping')).toBe('Shipping15,00 €');
    expect(row('VAT (standard rate)')).toBe('VAT (standard rate)7,60 €');
    expect(row('Total')).toBe('Total58,30 €');
    expect(within(summary).getByText('215,00 € more and shipping is free.')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Ship this order directly to my customer' }),
    );
    // goods VAT 4.75 + 0.70, parcel cost 21.80 with its VAT 4.14 (what the order charges)
    expect(await within(summary).findByText('Shipping (dropshipping, 2 parcels)')).toBeTruthy();
    expect(row('Shipping (dropshipping, 2 parcels)')).toBe(
      'Shipping (dropshipping, 2 parcels)21,80 €',
    );
    expect(row('VAT (standard rate)')).toBe('VAT (standard rate)8,89 €');
    expect(row('VAT (reduced rate)')).toBe('VAT (reduced rate)0,70 €');
    expect(row('Total')).toBe('Total66,39 €');
    expect(within(summary).queryByText(/more and shipping is free/)).toBeNull();

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Ship this order directly to my customer' }),
    );
    expect(await within(summary).findByText('Shipping')).toBeTruthy();
    expect(row('Total')).toBe('Total58,30 €');
  });

  it('exports the basket in the spreadsheet format chosen in its dialog, remembering the choice', async () => {
    const files: Blob[] = [];
    const objectUrls = {
      createObjectURL: URL.createObjectURL,
      revokeObjectURL: URL.revokeObjectURL,
    };
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        files.push(file);
        return 'blob:basket';
      },
      revokeObjectURL: () => undefined,
    });
    try {
      renderBasket();
      await screen.findByRole('article', { name: 'Starship Figure' });
      const more = screen.getByRole('button', { name: 'More actions' });
      more.focus();
      fireEvent.keyDown(more, { key: 'Enter' });
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Export as CSV' }));
      const dialog = await screen.findByRole('dialog', { name: 'Export as CSV' });
      const format = within(dialog).getByRole('combobox', { name: 'Spreadsheet format' });
      // English: commas and a decimal point unless chosen otherwise
      expect((format as HTMLSelectElement).value).toBe('comma-point');
      fireEvent.change(format, { target: { value: 'semicolon-comma' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const [heading, row] = (await files[0]!.text()).replace('\uFEFF', '').split('\r\n');
      expect(heading!.split(';')[0]).toBe('Article number');
      expect(row).toContain(';12,50;');
      expect(window.localStorage.getItem('shop.csvFormat')).toBe('semicolon-comma');
      expect(screen.queryByRole('dialog', { name: 'Export as CSV' })).toBeNull();
    } finally {
      Object.assign(URL, objectUrls);
    }
  });

  it('has one primary action, the order button; the other actions are quiet or in a menu', async () => {
    renderBasket();
    await screen.findByRole('article', { name: 'Starship Figure' });
    const primary = screen
      .getAllByRole('button')
      .filter((button) => button.className.includes('bg-accent-600'));
    expect(primary.map((button) => button.textContent)).toEqual(['Place binding order']);

    const actions = screen.getByRole('group', { name: 'Basket actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Save basket', 'Load saved basket', 'Repeat an order', 'More actions']);
    // the menu opens from the keyboard and holds the rest
    const more = within(actions).getByRole('button', { name: 'More actions' });
    more.focus();
    fireEvent.keyDown(more, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Export as CSV', 'Shipping costs', 'Clear basket']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Clear basket' }));
    expect(await screen.findByRole('dialog', { name: 'Clear the basket?' })).toBeTruthy();
  });

  it('keeps the total and the order button in view on a phone, checking the form from there', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderBasket();
    const bar = await screen.findByRole('region', { name: 'Total and order' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const total = within(summary).getByText('Total').closest('div')?.textContent ?? '';
    expect(`Total${within(bar).getByText(/€$/).textContent}`).toBe(total);
    fireEvent.click(within(bar).getByRole('button', { name: 'Place binding order' }));
    expect(
      screen.getByRole('checkbox', { name: /terms and conditions/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(document.activeElement?.id).toBe('basket-terms');
    expect(calls('/basket/order')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Place binding order' }));
    await waitFor(() => expect(calls('/basket/order')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeTruthy();
  }, 15_000);

  it('shows no checkout bar on a wide screen', async () => {
    renderBasket();
    await screen.findByRole('article', { name: 'Starship Figure' });
    expect(screen.queryByRole('region', { name: 'Total and order' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Place binding order' })).toHaveLength(1);
  });
});
