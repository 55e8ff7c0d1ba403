import type { AddLinesRequest, NotAddableLine } from '@shop/domain/api/basket.ts';
import { useRef } from 'react';
import { useAddLines } from '#web/shared/basket/use-add-lines.ts';

export type SendLinesResult =
  | { kind: 'added'; articleNumbers: string[] }
  /** nothing was added; each line that could not go in whole, with why */
  | { kind: 'refused'; lines: NotAddableLine[] }
  | { kind: 'error'; error: unknown };

/**
 * The scan list's one add (docs/product/account.md#account-scan): PUT /basket/addLines, all or
 * nothing (decision 121). The Idempotency-Key stays the same while the lines do, so pressing
 * again after a lost answer does not add twice; a visitor is offered the login; the basket
 * reloads afterwards for the header's preview.
 */
export function useSendLines() {
  const { send, pending } = useAddLines();
  const attempt = useRef<{ lines: string; key: string } | null>(null);

  function keyFor(lines: AddLinesRequest['lines']): string {
    const content = JSON.stringify(lines);
    if (attempt.current?.lines !== content) {
      attempt.current = { lines: content, key: crypto.randomUUID() };
    }
    return attempt.current.key;
  }

  async function add(lines: AddLinesRequest['lines']): Promise<SendLinesResult> {
    const outcome = await send(lines, keyFor(lines));
    if (outcome.kind !== 'added') return outcome;
    attempt.current = null;
    return { kind: 'added', articleNumbers: lines.map((line) => line.articleNumber) };
  }

  return { add, pending };
}
