import type { AddLinesAnswer, AddLinesRequest, NotAddableLine } from '@shop/domain/api/basket.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { accountQueryOptions } from '#web/shared/account/get-account.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { addLines } from '#web/shared/basket/api/add-lines.ts';
import { refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { WAIT } from '#web/shared/basket/api/basket-refusal.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';

export type AddLinesOutcome =
  | { kind: 'added'; answer: AddLinesAnswer }
  /** nothing was added; each line that could not go in whole, with why */
  | { kind: 'refused'; lines: NotAddableLine[] }
  | { kind: 'error'; error: unknown };

/**
 * The lines of a 409 BASKET_LINES_NOT_ADDABLE, or null for any other failure; the basket's
 * contract comes with the refusal, not with the page that adds (decision 076).
 */
async function refusedLines(error: unknown): Promise<NotAddableLine[] | null> {
  if (!isApiError(error) || error.code !== 'BASKET_LINES_NOT_ADDABLE') return null;
  const { notAddableLineSchema } = await import('@shop/domain/api/basket.ts');
  const parsed = z.object({ lines: z.array(notAddableLineSchema) }).safeParse(error.details);
  return parsed.success ? parsed.data.lines : null;
}

/**
 * Several lines into the basket in one call, all or nothing (PUT /basket/addLines, decision
 * 121), as the variant grid and the scan list add. A visitor is offered the login; a blocked
 * basket loads the account again, so the fields turn disabled; the basket reloads afterwards for
 * the header's preview.
 */
export function useAddLines() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [pending, setPending] = useState(false);

  async function send(
    lines: AddLinesRequest['lines'],
    idempotencyKey: string,
  ): Promise<AddLinesOutcome> {
    setPending(true);
    try {
      const answer = await addLines(lines, idempotencyKey);
      for (const line of lines) tracker.addToBasket(line.articleNumber, line.quantity);
      return { kind: 'added', answer };
    } catch (error) {
      if (isApiError(error) && error.code === WAIT) authDialogs.openLogin();
      if (isApiError(error) && error.code === 'BASKET_BLOCKED' && user !== null) {
        void queryClient.invalidateQueries(accountQueryOptions(user.customerNumber));
      }
      const refused = await refusedLines(error);
      return refused ? { kind: 'refused', lines: refused } : { kind: 'error', error };
    } finally {
      setPending(false);
      if (user !== null) void refreshBasket(queryClient, user.customerNumber);
    }
  }

  return { send, pending };
}
