import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import {
  address,
  defaultServer,
  json,
  listItem,
  openAt,
  serve,
  type Server,
} from './invoice-dialog.fixtures.tsx';

let server: Server;
let calls: ReturnType<typeof serve>['calls'];

beforeEach(() => {
  server = defaultServer();
  ({ calls } = serve(server));
  signInAsDemo();
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('InvoiceDialog', () => {
  it('opens from a deep link over the invoice list with the invoice and its payments', async () => {
    openAt('/de/en/account/invoices/R2611001');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice R2611001' });
    // the list stays rendered behind it
    expect(screen.getByRole('heading', { name: 'Invoices', level: 1, hidden: true })).toBeTruthy();
    expect(await screen.findByRole('table', { hidden: true })).toBeTruthy();
    expect(await within(dialog).findByText('04/12/2026')).toBeTruthy();
    expect(within(dialog).getByText('A2600001')).toBeTruthy();
    // the invoice's amount, and the amount to pay by card
    expect(within(dialog).getAllByText('123,45 €')).toHaveLength(2);
    expect(
      await within(dialog).findByText('No card payment is recorded for this invoice.'),
    ).toBeTruthy();
    expect(await within(dialog).findByRole('form', { name: 'Card payment' })).toBeTruthy();
    expect(calls('/api/invoices/R2611001')).toHaveLength(1);
    expect(calls('/api/transactions?invoice_id=R2611001')).toHaveLength(1);
  });

  it('opens from the row’s pay link and Escape goes back to the list, focus on that link', async () => {
    openAt('/de/en/account/invoices');
    const link = await screen.findByRole('link', { name: 'Pay invoice R2611001 by card' });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice R2611001' });
    expect(address()).toBe('/de/en/account/invoices/R2611001');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/de/en/account/invoices');
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: 'Pay invoice R2611001 by card' }),
    );
  });

  it('keeps the list’s filters behind the dialog and when its close button is used', async () => {
    openAt('/de/en/account/invoices?type=notPaid');
    fireEvent.click(await screen.findByRole('link', { name: 'Show invoice R2611001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice R2611001' });
    expect(address()).toBe('/de/en/account/invoices/R2611001?type=notPaid');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settle();
    expect(address()).toBe('/de/en/account/invoices?type=notPaid');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a paid invoice with its payment and the already-paid view, no card form', async () => {
    server.transactions = () =>
      json({
        transactions: [
          {
            orderId: 'test_paid42',
            createdAt: '2026-11-21T09:30:00.000Z',
            amount: 12_345,
            currency: 'EUR',
            status: 'settled',
            provider: 'test',
          },
        ],
      });
    openAt('/de/en/account/invoices/R2611000');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice R2611000' });
    expect(await within(dialog).findByText('Transaction test_paid42')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Already paid' })).toBeTruthy();
    expect(within(dialog).getByText('This payment was made on 21/11/2026.')).toBeTruthy();
    expect(within(dialog).queryByRole('form', { name: 'Card payment' })).toBeNull();
    expect(calls('/api/payment/client_token')).toHaveLength(0);
  });

  it('says not found for an invoice that is not the customer’s, and stays over the list', async () => {
    server.transactions = () =>
      json({ error: { code: 'NOT_FOUND', message: 'No such invoice' } }, 404);
    openAt('/de/en/account/invoices/R9999999');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice R9999999' });
    expect(
      await within(dialog).findByText('This invoice was not found among your invoices.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/123,45/)).toBeNull();
    expect(address()).toBe('/de/en/account/invoices/R9999999');
    expect(calls('/api/payment/client_token')).toHaveLength(0);
  });

  it('refuses a cancelled invoice and one not paid by card, without a card form', async () => {
    const base = server.invoice;
    server.invoice = (number) =>
      number === 'R2611001'
        ? json({ ...listItem(number, { state: 'canceled', payable: false }), pricesHidden: false })
        : base(number);
    openAt('/de/en/account/invoices/R2611001');
    expect(await screen.findByText('This invoice is cancelled and cannot be paid.')).toBeTruthy();
    await waitFor(() => expect(calls('/api/payment/client_token')).toHaveLength(0));
  });

  it('goes to the account page on a 403', async () => {
    server.invoice = () =>
      json({ error: { code: 'BUSINESS_CONSOLE_REFUSED', message: 'no' } }, 403);
    openAt('/de/en/account/invoices/R2611001');
    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
  });

  it('pays several chosen invoices in one dialog over the list', async () => {
    openAt('/de/en/account/invoices/pay?invoices=R2611001,R2611002');
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(await within(dialog).findByText('Invoice R2611001')).toBeTruthy();
    expect(calls('/api/payment/invoices?invoices=R2611001%2CR2611002').length).toBeGreaterThan(0);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(address()).toBe('/de/en/account/invoices');
  });
});
