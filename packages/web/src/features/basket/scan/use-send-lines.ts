import type { AddLinesRequest, NotAddableLine } from '@shop/domain/api/basket.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { accountQueryOptions } from '#web/shared/account/get-account.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { addLines } from '#web/shared/basket/api/add-lines.ts';
import { refreshBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { WAIT } from '#web/shared/basket/api/basket-refusal.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';

export type SendLinesResult =
  | { kind: 'added'; articleNumbers: string[] }
  /** nothing was added; each line that could not go in whole, with why */
  | { kind: 'refused'; lines: NotAddableLine[] }
  | { kind: 'error'; error: unknown };

async function refusedLines(error: unknown): Promise<NotAddableLine[] | null> {
  if (!isApiError(error) || error.code !== 'BASKET_LINES_NOT_ADDABLE') return null;
  const { notAddableLineSchema } = await import('@shop/domain/api/basket.ts');
  const parsed = z.object({ lines: z.array(notAddableLineSchema) }).safeParse(error.details);
  return parsed.success ? parsed.data.lines : null;
}

/**
 * The scan list's one add (docs/product/account.md#account-scan): PUT /basket/addLines, all or
 * nothing (decision 121). The Idempotency-Key stays the same while the lines do, so pressing
 * again after a lost answer does not add twice; a visitor is offered the login; the basket
 * reloads afterwards for the header's preview.
 */
export function useSendLines() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  const attempt = useRef<{ lines: string; key: string } | null>(null);

  function keyFor(lines: AddLinesRequest['lines']): string {
    const content = JSON.stringify(lines);
    if (attempt.current?.lines !== content) {
      attempt.current = { lines: content, key: crypto.randomUUID() };
    }
    return attempt.current.key;
  }

  async function add(lines: AddLinesRequest['lines']): Promise<SendLinesResult> {
    setPending(true);
    try {
      await addLines(lines, keyFor(lines));
      attempt.current = null;
      for (const line of lines) tracker.addToBasket(line.articleNumber, line.quantity);
      return { kind: 'added', articleNumbers: lines.map((line) => line.articleNumber) };
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

  return { add, pending };
}
