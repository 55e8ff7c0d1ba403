import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/domain/api/orders.ts';
import {
  checkoutResponseSchema,
  clientTokenResponseSchema,
  paymentInvoicesResponseSchema,
  testNonceResponseSchema,
  transactionsResponseSchema,
  type CheckoutRequest,
  type CheckoutResponse,
  type TestNonceRequest,
  type TestNonceResponse,
} from '@shop/domain/api/payments.ts';
import { apiGet, apiPost } from '#web/shared/api/client.ts';

/**
 * The calls of the card payment dialog (docs/product/invoices.md#inv-client-token-call;
 * docs/decisions/044-card-payment.md).
 */

/** GET /api/payment/invoices: the invoices to pay, their state and the open amount. */
export function usePaymentInvoices(customerNumber: string, invoiceNumbers: string[]) {
  const list = invoiceNumbers.join(',');
  return useQuery(
    queryOptions({
      queryKey: ['paymentInvoices', customerNumber, list],
      queryFn: ({ signal }) =>
        apiGet(
          `/api/payment/invoices?${new URLSearchParams({ invoices: list }).toString()}`,
          paymentInvoicesResponseSchema,
          { signal },
        ),
      enabled: invoiceNumbers.length > 0,
      // the state changes with every payment: always asked afresh
      staleTime: 0,
      // an unknown or another customer's invoice is shown in the dialog, not as a missing page
      meta: { notFoundPage: false },
    }),
  );
}

/** GET /api/transactions?invoice_id=: the payments recorded against one of the caller's invoices. */
export function useInvoiceTransactions(customerNumber: string, invoiceNumber: string) {
  return useQuery({
    queryKey: ['invoiceTransactions', customerNumber, invoiceNumber],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/transactions?${new URLSearchParams({ invoice_id: invoiceNumber }).toString()}`,
        transactionsResponseSchema,
        { signal },
      ),
    staleTime: 0,
    meta: { notFoundPage: false },
  });
}

/** GET /api/payment/client_token: starts the card form; never reused across openings. */
export function useClientToken(customerNumber: string) {
  return useQuery({
    queryKey: ['paymentClientToken', customerNumber],
    queryFn: ({ signal }) =>
      apiGet('/api/payment/client_token', clientTokenResponseSchema, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/payment/test-gateway/nonces: the test gateway's tokenisation of a test card. */
export function createTestNonce(request: TestNonceRequest): Promise<TestNonceResponse> {
  return apiPost('/api/payment/test-gateway/nonces', request, testNonceResponseSchema);
}

/** POST /api/account/checkouts with the Idempotency-Key of this payment attempt. */
export function postCheckout(
  request: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiPost('/api/account/checkouts', request, checkoutResponseSchema, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
