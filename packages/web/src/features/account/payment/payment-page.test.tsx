import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentInvoicesResponse } from '@shop/domain/api/payments.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { PaymentPage } from './payment-page.tsx';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const invoice = (invoiceNumber: string, total: number, paidDate: string | null = null) => ({
  invoiceNumber,
  total,
  currency: 'EUR' as const,
  dueDate: '2026-12-04',
  state: paidDate === null ? ('notPaid' as const) : ('paid' as const),
  paidDate,
  payableByCard: true,
});

const OPEN: PaymentInvoicesResponse = {
  invoices: [invoice('R2611001', 12_345)],
  openTotal: 12_345,
  currency: 'EUR',
};

const SUCCESS = {
  success: true,
  alreadyDone: false,
  transaction: {
    orderId: 'test_abc123',
    createdAt: '2026-11-27T10:00:00.000Z',
    alreadyDone: false,
    amount: 12_345,
    currency: 'EUR',
    invoiceNumbers: ['R2611001'],
  },
};

let invoices: () => Response;
let checkout: () => Response;
let nonce: () => Response;
let fetch: ReturnType<typeof vi.fn<typeof window.fetch>>;

beforeEach(() => {
  invoices = () => json(OPEN);
  checkout = () => json(SUCCESS, 201);
  nonce = () => json({ nonce: 'tokencc_test_1', cardType: 'visa', lastFour: '1111' }, 201);
  fetch = vi.fn<typeof window.fetch>((input) => {
    const url = String(input);
    if (url.startsWith('/api/payment/invoices')) return Promise.resolve(invoices());
    if (url === '/api/payment/client_token') {
      return Promise.resolve(json({ gateway: 'test', clientToken: 'test_client_1' }));
    }
    if (url === '/api/payment/test-gateway/nonces') return Promise.resolve(nonce());
    if (url === '/api/account/checkouts') return Promise.resolve(checkout());
    return Promise.resolve(json({ error: { code: 'NOT_FOUND', message: url } }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  signInAsDemo();
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

const open = (path = '/de/en/account/invoices/R2611001') =>
  renderRoute(path, [
    { path: 'account/invoices/:invoiceNumber', Component: PaymentPage },
    { path: 'account', element: <h1>Account overview</h1> },
  ]);

const calls = (path: string) => fetch.mock.calls.filter(([url]) => String(url) === path);

async function fillCard(number = '4111 1111 1111 1111') {
  fireEvent.change(await screen.findByLabelText('Cardholder'), {
    target: { value: 'Tilda Throwaway' },
  });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2030' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
}

const acceptPrivacy = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Pay / }));

describe('PaymentPage', () => {
  it('shows the invoice and its amount, and flags every empty card field and the privacy consent', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Pay by card', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Invoice R2611001')).toBeTruthy();
    await screen.findByLabelText('Cardholder');
    pay();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(5);
    expect(document.activeElement).toBe(screen.getByLabelText('Cardholder'));
    expect(screen.getByText('Please accept the privacy policy to pay.')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls('/api/payment/test-gateway/nonces')).toHaveLength(0);
    expect(calls('/api/account/checkouts')).toHaveLength(0);
  });

  it('accepts Visa and MasterCard only, before anything is sent', async () => {
    open();
    await fillCard('3782 822463 10005');
    acceptPrivacy();
    pay();
    expect(await screen.findByText('Only Visa and MasterCard are accepted.')).toBeTruthy();
    expect(calls('/api/payment/test-gateway/nonces')).toHaveLength(0);
  });

  it('pays nothing while the privacy consent is unticked', async () => {
    open();
    await fillCard();
    pay();
    expect(await screen.findByText('Please accept the privacy policy to pay.')).toBeTruthy();
    expect(calls('/api/payment/test-gateway/nonces')).toHaveLength(0);
    expect(calls('/api/account/checkouts')).toHaveLength(0);
  });

  it('pays the open amount with an Idempotency-Key and shows the success view', async () => {
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeTruthy();
    expect(screen.getByText('Transaction number: test_abc123')).toBeTruthy();
    const [, init] = calls('/api/account/checkouts')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      paymentMethodNonce: 'tokencc_test_1',
      invoiceNumber: 'R2611001',
      acceptPrivacy: true,
      invoiceTotal: 12_345,
    });
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the already-paid view with its date, when opened or when the server says so', async () => {
    invoices = () => json({ ...OPEN, invoices: [invoice('R2611001', 12_345, '2026-11-21')] });
    open();
    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeTruthy();
    expect(screen.getByText('This payment was made on 21/11/2026.')).toBeTruthy();
    cleanup();

    invoices = () => json(OPEN);
    checkout = () =>
      json({
        ...SUCCESS,
        alreadyDone: true,
        transaction: {
          ...SUCCESS.transaction,
          alreadyDone: true,
          createdAt: '2026-11-22T08:00:00Z',
        },
      });
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    expect(await screen.findByText('This payment was made on 22/11/2026.')).toBeTruthy();
  });

  it("shows the server's message when the payment fails, and retries a timeout with the same key", async () => {
    checkout = () => json({ error: { code: 'PAYMENT_DECLINED', message: 'Do Not Honor' } }, 402);
    open();
    await fillCard();
    acceptPrivacy();
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payment failed')).toBeTruthy();
    expect(within(alert).getByText('Do Not Honor')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();

    checkout = () =>
      json(
        {
          error: {
            code: 'PAYMENT_PROVIDER_TIMEOUT',
            message: 'The payment provider did not answer in time',
          },
        },
        504,
      );
    pay();
    expect(await screen.findByText('The payment provider did not answer in time')).toBeTruthy();
    checkout = () => json(SUCCESS, 201);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeTruthy();
    const keys = calls('/api/account/checkouts').map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('shows the card-save error flag when the card cannot be saved', async () => {
    nonce = () => json({ error: { code: 'TEST_CARD_ONLY', message: 'test cards only' } }, 422);
    open();
    await fillCard('4012 8888 8888 1881');
    acceptPrivacy();
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Card not saved')).toBeTruthy();
    expect(within(alert).getByText('Please use one of the test card numbers.')).toBeTruthy();
    expect(calls('/api/account/checkouts')).toHaveLength(0);
  });

  it('pays several invoices at once with their sum', async () => {
    invoices = () =>
      json({
        invoices: [invoice('R1', 1_000), invoice('R2', 2_500)],
        openTotal: 3_500,
        currency: 'EUR',
      });
    open('/de/en/account/invoices/pay?invoices=R1,R2');
    await fillCard();
    acceptPrivacy();
    expect(screen.getByRole('button', { name: /^Pay / }).textContent).toContain('35');
    pay();
    await screen.findByRole('heading', { name: 'Thank you for your payment' });
    expect(calls('/api/payment/invoices?invoices=R1%2CR2').length).toBeGreaterThan(0);
    const [, init] = calls('/api/account/checkouts')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      invoiceNumbers: ['R1', 'R2'],
      invoiceTotal: 3_500,
    });
  });

  it('goes to the account page on a 403', async () => {
    invoices = () => json({ error: { code: 'BUSINESS_CONSOLE_REFUSED', message: 'no' } }, 403);
    open();
    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
  });

  it('refuses a cancelled invoice', async () => {
    invoices = () =>
      json({
        ...OPEN,
        invoices: [{ ...invoice('R2611001', 12_345), state: 'canceled', payableByCard: false }],
      });
    open();
    expect(await screen.findByText('This invoice is cancelled and cannot be paid.')).toBeTruthy();
    await waitFor(() => expect(calls('/api/payment/client_token')).toHaveLength(0));
  });
});
