import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import type {
  InvoiceListItem,
  InvoiceResponse,
  InvoicesResponse,
} from '@shop/domain/api/invoices.ts';
import type { PaymentInvoicesResponse, TransactionsResponse } from '@shop/domain/api/payments.ts';
import { renderRoute } from '#web/shared/testing/render.tsx';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { InvoicesPage } from './invoices-page.tsx';

/** The invoice list, the invoice dialog over it and the calls they make, answered in memory. */

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const listItem = (
  number: string,
  change: Partial<InvoiceListItem> = {},
): InvoiceListItem => ({
  invoiceid: number,
  total: 12_345,
  currency: 'EUR',
  paymentMethodId: 8,
  canceled_origin: null,
  date: '2026-11-01',
  dueDate: '2026-12-04',
  paidDate: null,
  state: 'notPaid',
  orderNumber: 'A2600001',
  orderReference: 'PO-4711',
  payable: true,
  ...change,
});

export const paymentInvoice = (
  invoiceNumber: string,
  total: number,
  paidDate: string | null = null,
) => ({
  invoiceNumber,
  total,
  currency: 'EUR' as const,
  dueDate: '2026-12-04',
  state: paidDate === null ? ('notPaid' as const) : ('paid' as const),
  paidDate,
  payableByCard: true,
});

export const SUCCESS = {
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

/** What each call answers; a test changes the ones it is about. */
export interface Server {
  list: () => Response;
  invoice: (number: string) => Response;
  transactions: () => Response;
  payment: () => Response;
  clientToken: () => Response;
  nonce: () => Response;
  checkout: () => Response;
}

export function defaultServer(): Server {
  const list: InvoicesResponse = {
    invoices: [
      listItem('R2611001'),
      listItem('R2611000', { state: 'paid', paidDate: '2026-11-21', payable: false }),
    ],
    page: 1,
    size: 20,
    totalCount: 2,
    currency: 'EUR',
    sums: { total: 24_690, unpaid: 12_345, overdue: 0 },
    pricesHidden: false,
  };
  const payment: PaymentInvoicesResponse = {
    invoices: [paymentInvoice('R2611001', 12_345)],
    openTotal: 12_345,
    currency: 'EUR',
  };
  const none: TransactionsResponse = { transactions: [] };
  return {
    list: () => json(list),
    invoice: (number) => {
      const item = list.invoices.find((entry) => entry.invoiceid === number);
      if (item === undefined) {
        return json({ error: { code: 'INVOICE_NOT_FOUND', message: 'No such invoice' } }, 404);
      }
      return json({ ...item, pricesHidden: false } satisfies InvoiceResponse);
    },
    transactions: () => json(none),
    payment: () => json(payment),
    clientToken: () => json({ gateway: 'test', clientToken: 'test_client_1' }),
    nonce: () => json({ nonce: 'tokencc_test_1', cardType: 'visa', lastFour: '1111' }, 201),
    checkout: () => json(SUCCESS, 201),
  };
}

export function serve(server: Server) {
  const fetch = vi.fn<typeof window.fetch>((input) => {
    const url = String(input);
    const answer = (): Response => {
      if (url === '/account/invoices') return server.list();
      if (url.startsWith('/api/invoices/')) {
        return server.invoice(decodeURIComponent(url.slice('/api/invoices/'.length)));
      }
      if (url.startsWith('/api/transactions?')) return server.transactions();
      if (url.startsWith('/api/payment/invoices')) return server.payment();
      if (url === '/api/payment/client_token') return server.clientToken();
      if (url === '/api/payment/test-gateway/nonces') return server.nonce();
      if (url === '/api/account/checkouts') return server.checkout();
      return json({ error: { code: 'NOT_FOUND', message: url } }, 404);
    };
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: (path: string) => fetch.mock.calls.filter(([url]) => String(url) === path),
  };
}

/** The address the router shows, for asserting where closing the dialog leads. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** The list with its dialog route, as the account routes register them. */
export function openAt(path: string) {
  return renderRoute(path, [
    {
      element: (
        <>
          <Address />
          <Outlet />
        </>
      ),
      children: [
        {
          path: 'account/invoices',
          Component: InvoicesPage,
          children: [
            { index: true, element: null },
            { path: ':invoiceNumber', Component: InvoiceDialog },
          ],
        },
        { path: 'account', element: <h1>Account overview</h1> },
        { path: 'contact', element: <h1>Contact page</h1> },
      ],
    },
  ]);
}

export const address = () => screen.getByTestId('address').textContent;

export async function fillCard(number = '4111 1111 1111 1111') {
  fireEvent.change(await screen.findByLabelText('Cardholder'), {
    target: { value: 'Tilda Throwaway' },
  });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2030' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
}

export const acceptPrivacy = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
export const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
