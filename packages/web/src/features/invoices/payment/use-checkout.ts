import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@shop/domain/api/payments.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { invoiceKeys } from '#web/features/invoices/api/keys.ts';
import { postCheckout } from '#web/features/invoices/api/post-checkout.ts';

export type CheckoutState =
  | { phase: 'idle' }
  | { phase: 'paying' }
  /** paid now, or found paid before (answer.alreadyDone) */
  | { phase: 'done'; answer: CheckoutResponse }
  /** the server's message; `retryable` when the same attempt may be sent again */
  | { phase: 'failed'; code: string; message: string; retryable: boolean; error: unknown };

interface Attempt {
  request: CheckoutRequest;
  key: string;
}

/** Failures after which nothing was decided: the provider or the network did not answer. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.status === 0 ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504 ||
    error.code === 'IDEMPOTENCY_IN_PROGRESS'
  );
}

/**
 * The checkout of the payment dialog: one Idempotency-Key per payment attempt (a new card
 * nonce), the same key again when the same attempt is retried, so a retry after a lost answer
 * never charges twice (docs/security.md).
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const customerNumber = useSession().user?.customerNumber ?? '';
  const attempt = useRef<Attempt | null>(null);
  const [state, setState] = useState<CheckoutState>({ phase: 'idle' });

  async function send(current: Attempt): Promise<void> {
    setState({ phase: 'paying' });
    try {
      const answer = await postCheckout(current.request, current.key);
      setState({ phase: 'done', answer });
      // the invoice, its payments, the list behind the dialog and the overview's sums
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all(customerNumber) });
    } catch (error) {
      setState({
        phase: 'failed',
        code: isApiError(error) ? error.code : 'NETWORK_ERROR',
        message: error instanceof Error ? error.message : String(error),
        retryable: isRetryable(error),
        error,
      });
    }
  }

  function pay(request: CheckoutRequest): Promise<void> {
    attempt.current = { request, key: crypto.randomUUID() };
    return send(attempt.current);
  }

  function retry(): Promise<void> {
    return attempt.current === null ? Promise.resolve() : send(attempt.current);
  }

  return { state, pay, retry };
}
