import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import { waitRefusal } from '#web/shared/basket/api/basket-refusal.ts';
import { refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { cloneBasketOrOrder } from '#web/shared/basket/api/saved-baskets.ts';
import { ReplaceOrAddDialog } from '#web/shared/basket/replace-or-add-dialog.tsx';
import { readLoadChoice, type LoadChoice } from '#web/shared/basket/replace-or-add-choice.ts';

export interface LoadRequest {
  /** a saved basket's id, or a past order's number */
  orderNumber: string | number;
  /** runs after a successful load (a saved basket brings its dropshipping address back) */
  onLoaded?: () => void;
}

export type LoadOutcome =
  { kind: 'loaded'; answer: ImportAnswer; choice: LoadChoice } | { kind: 'error'; error: unknown };

/**
 * Loading a saved basket or repeating an order into the basket
 * (docs/product/basket.md#basket-replace-or-add): the replace-or-add question unless a choice is
 * remembered, and only one such load at a time (a second one meanwhile is refused with WAIT).
 */
export function useLoadIntoBasket(customerNumber: string) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [asking, setAsking] = useState<LoadRequest | null>(null);
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<LoadOutcome | null>(null);

  async function run(request: LoadRequest, choice: LoadChoice): Promise<void> {
    if (running.current) {
      setOutcome({ kind: 'error', error: waitRefusal() });
      return;
    }
    running.current = true;
    setLoading(true);
    try {
      const answer = await cloneBasketOrOrder({
        orderNumber: request.orderNumber,
        replaceArticles: choice === 'replace',
      });
      request.onLoaded?.();
      setOutcome({ kind: 'loaded', answer, choice });
    } catch (error) {
      setOutcome({ kind: 'error', error });
    } finally {
      running.current = false;
      setLoading(false);
      await refreshBasket(queryClient, customerNumber);
    }
  }

  /** Starts a load: asks replace or add first, unless the answer is remembered. */
  function load(request: LoadRequest): void {
    const remembered = readLoadChoice();
    if (remembered !== null) void run(request, remembered);
    else setAsking(request);
  }

  const question = (
    <ReplaceOrAddDialog
      open={asking !== null}
      onCancel={() => setAsking(null)}
      onChoose={(choice) => {
        const request = asking;
        setAsking(null);
        if (request !== null) void run(request, choice);
      }}
    />
  );

  return { load, loading, outcome, clearOutcome: () => setOutcome(null), question };
}
