import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListItem, InvoicesResponse } from '@shop/domain/api/invoices.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { signInAsDemo } from '#web/shared/testing/demo-session.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { json } from '#web/shared/testing/api-stub.ts';

const invoice = (number: string, change: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  invoiceid: number,
  total: 123_450,
  currency: 'EUR',
  paymentMethodId: 8,
  canceled_origin: null,
  date: '2026-10-01',
  dueDate: '2026-10-15',
  paidDate: null,
  state: 'notPaid',
  orderNumber: 'A2600001',
  orderReference: 'PO-4711',
  payable: true,
  ...change,
});

const answer = (change: Partial<InvoicesResponse> = {}): InvoicesResponse => ({
  invoices: [
    invoice('R2600003', { state: 'overdue', dueDate: '2026-09-01' }),
    invoice('R2600002', { orderReference: null }),
    invoice('R2600001', { state: 'paid', paidDate: '2026-10-05', payable: false }),
  ],
  page: 1,
  size: 20,
  totalCount: 3,
  currency: 'EUR',
  sums: { total: 370_350, unpaid: 246_900, overdue: 123_450 },
  pricesHidden: false,
  ...change,
});

/** Answers the list call with `body` and records what each call asked for. */
function serve(body: InvoicesResponse | null, status = 200) {
  const searches: unknown[] = [];
  const fetch = vi.fn((_path: string, init: RequestInit) => {
    searches.push((JSON.parse(String(init.body)) as { search: unknown }).search);
    const payload =
      body === null ? { error: { code: 'BOOM', message: 'The server failed' } } : body;
    return Promise.resolve(json(payload, status));
  });
  vi.stubGlobal('fetch', fetch);
  return searches;
}

const route = [{ path: 'account/invoices', Component: InvoicesPage }];

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('InvoicesPage', () => {
  it('lists the invoices with states, amounts and sums, the overdue one highlighted', async () => {
    serve(answer());
    signInAsDemo();
    renderRoute('/de/en/account/invoices', route);
    const table = await screen.findByRole('table');
    const overdue = within(table).getByRole('row', { name: /R2600003/ });
    expect(overdue.textContent).toContain('Overdue');
    expect(overdue.textContent).toContain('1.234,50 €');
    expect(within(overdue).getByRole('rowheader').className).toContain('bg-danger-50');
    const paid = within(table).getByRole('row', { name: /R2600001/ });
    expect(paid.textContent).toContain('Paid');
    expect(within(paid).queryByRole('link', { name: /Pay invoice/ })).toBeNull();
    expect(
      within(paid).getByRole('button', { name: 'Download invoice R2600001 as PDF' }),
    ).toBeTruthy();
    expect(screen.getByText('3 invoices')).toBeTruthy();
    expect(screen.getByText('3.703,50 €')).toBeTruthy();
    // the billed order's reference (PO number) has its column
    expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeTruthy();
    expect(within(overdue).getByRole('cell', { name: 'PO-4711' })).toBeTruthy();
    const noReference = within(table).getByRole('row', { name: /R2600002/ });
    expect(within(noReference).queryByRole('cell', { name: 'PO-4711' })).toBeNull();
  });

  it('asks for the type the overview’s link carries and shows it chosen', async () => {
    const searches = serve(answer());
    signInAsDemo();
    renderRoute('/de/en/account/invoices?type=overdue', route);
    await screen.findByRole('table');
    expect(searches[0]).toMatchObject({ type: 'overdue', page: 1, sort: 1 });
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe(
      'overdue',
    );
  });

  it('asks again with the changed type, text and sort, back on page 1', async () => {
    const searches = serve(answer());
    signInAsDemo();
    renderRoute('/de/en/account/invoices?page=2', route);
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'paid' },
    });
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ type: 'paid', page: 1 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Invoice or PO number' }), {
      target: { value: ' R26 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ searchText: 'R26' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: '5' },
    });
    await waitFor(() =>
      expect(searches.at(-1)).toEqual({
        type: 'paid',
        searchText: 'R26',
        sort: 5,
        page: 1,
        alsoCanceled: false,
      }),
    );
  });

  it('sorts by the date, due date and amount headings, each both ways, with aria-sort', async () => {
    const searches = serve(answer());
    signInAsDemo();
    renderRoute('/de/en/account/invoices', route);
    await screen.findByRole('table');
    const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(heading('^Date').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Amount').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(heading('Amount')).getByRole('button'));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ sort: 5 }));
    expect(heading('Amount').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(heading('Amount')).getByRole('button'));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ sort: 6 }));
    expect(heading('Amount').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(heading('Due')).getByRole('button'));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ sort: 3 }));
    expect(heading('Due').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('^Date').getAttribute('aria-sort')).toBeNull();
  });

  it('links each open card invoice to its payment and several chosen ones to one payment', async () => {
    serve(answer());
    signInAsDemo();
    renderRoute('/de/en/account/invoices', route);
    const pay = await screen.findByRole('link', { name: 'Pay invoice R2600002 by card' });
    expect(pay.getAttribute('href')).toBe('/de/en/account/invoices/R2600002');
    expect(screen.getByText('Tick open card invoices to pay them together.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select invoice R2600003 for payment' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select invoice R2600002 for payment' }));
    const together = screen.getByRole('link', { name: 'Pay selected (2)' });
    expect(together.getAttribute('href')).toBe(
      '/de/en/account/invoices/pay?invoices=R2600003%2CR2600002',
    );
    expect(screen.queryByRole('checkbox', { name: /R2600001/ })).toBeNull();
  });

  it('shows no amount, no amount sort and no PDF to an account that sees no prices', async () => {
    serve(
      answer({
        pricesHidden: true,
        sums: { total: null, unpaid: null, overdue: null },
        invoices: [invoice('R2600002', { total: null })],
        totalCount: 1,
      }),
    );
    signInAsDemo();
    renderRoute('/de/en/account/invoices', route);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Amount' })).toBeNull();
    expect(screen.queryByRole('button', { name: /as PDF/ })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Amount, highest first' })).toBeNull();
  });

  it('has an empty state for no invoices and for no match', async () => {
    serve(answer({ invoices: [], totalCount: 0 }));
    signInAsDemo();
    renderRoute('/de/en/account/invoices', route);
    expect(await screen.findByText('You have no invoices yet.')).toBeTruthy();
    cleanup();
    serve(answer({ invoices: [], totalCount: 0 }));
    renderRoute('/de/en/account/invoices?type=overdue', route);
    expect(await screen.findByText('No invoice matches these filters.')).toBeTruthy();
  });

  it('says when the invoices could not be loaded, with a retry', async () => {
    serve(null, 500);
    signInAsDemo();
    renderRoute('/de/en/account/invoices', route);
    expect(await screen.findByText('The invoices could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
