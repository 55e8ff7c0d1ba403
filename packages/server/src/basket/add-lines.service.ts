import type { AddLinesAnswer, AddLinesRequest, NotAddableLine } from '@shop/domain/api/basket.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { runIdempotent, type IdempotentAnswer } from '#server/http/idempotency.ts';
import { trackServerEvent } from '#server/tracking/tracking.service.ts';
import { findBasketAccount } from './basket.repository.ts';
import { basketBlocked, putArticle, withLockedBasket, type PutOutcome } from './basket.service.ts';

/** The route an Idempotency-Key of a multi-line add is kept under. */
export const ADD_LINES_ROUTE = 'PUT /basket/addLines';

const inCases = (units: number, caseQuantity: number) =>
  caseQuantity > 1 ? Math.floor(units / caseQuantity) : units;

/** Why a line did not go in whole, or null when it did. */
function refusalOf(articleNumber: string, outcome: PutOutcome): NotAddableLine | null {
  if (outcome.kind === 'notFound') return { articleNumber, reason: 'notFound', availableQty: 0 };
  if (outcome.kind === 'notAddable') {
    if (outcome.reason === 'basketBlocked') throw basketBlocked();
    const reason =
      outcome.reason === 'soldOut' || outcome.reason === 'noPrice' ? outcome.reason : 'maxQty';
    return { articleNumber: outcome.articleNumber, reason, availableQty: 0 };
  }
  if (outcome.reduced) {
    return {
      articleNumber: outcome.articleNumber,
      reason: 'maxQty',
      availableQty: outcome.availableCases,
    };
  }
  return null;
}

/**
 * PUT /basket/addLines (decision 121): every line into the locked basket in one transaction,
 * added to what the basket holds; when any line cannot go in whole (unknown, sold out, no price,
 * less available than asked) nothing is written and 409 BASKET_LINES_NOT_ADDABLE lists each such
 * line. With an Idempotency-Key a repeat gets the first answer instead of adding again.
 */
export async function addLines(
  db: DbOrTx,
  customer: Customer,
  body: AddLinesRequest,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<IdempotentAnswer<AddLinesAnswer>> {
  const ref = idempotencyKey
    ? { accountId: customer.accountId, route: ADD_LINES_ROUTE, key: idempotencyKey }
    : null;
  // set by the transaction; stays false when the answer is a replay of an earlier request
  let added = false;
  const answer = await runIdempotent<AddLinesAnswer>(db, ref, body, (complete) =>
    withLockedBasket(db, customer.accountId, async (tx, basket) => {
      const account = await findBasketAccount(tx, customer.accountId);
      const lines: AddLinesAnswer['lines'] = [];
      const refused: NotAddableLine[] = [];
      for (const line of body.lines) {
        const articleNumber = line.articleNumber.trim().toUpperCase();
        const outcome = await putArticle(tx, basket, account, {
          articleNumber,
          amount: { cases: line.quantity },
          replace: false,
          reference: null,
          now: now.toISOString(),
        });
        const refusal = refusalOf(articleNumber, outcome);
        if (refusal) refused.push(refusal);
        else if (outcome.kind === 'added') {
          lines.push({ articleNumber, quantity: inCases(outcome.units, outcome.caseQuantity) });
        }
      }
      if (refused.length > 0) {
        // thrown inside the transaction: the lines written before it are rolled back
        throw new AppError(
          409,
          'BASKET_LINES_NOT_ADDABLE',
          'Not every article can be added in this quantity; nothing was added',
          { lines: refused },
        );
      }
      const result = { status: 200, body: { success: true as const, lines } };
      await complete(tx, result);
      added = true;
      return result;
    }),
  );
  for (const line of added ? body.lines : []) {
    await trackServerEvent(db, body.eventTrackingId, {
      kind: 'addToBasket',
      customerNumber: customer.customerNumber,
      articleNumber: line.articleNumber.trim().toUpperCase(),
      quantity: line.quantity,
    });
  }
  return answer;
}
