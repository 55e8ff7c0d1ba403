import type { CloneBasketRequest, ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { importItems, type ImportItem, type LoadGuard } from './basket-import.service.ts';
import { savedBasketLines } from './saved-baskets.service.ts';

/**
 * The lines of one of the caller's orders by its number, undefined for no such own order. The
 * orders area answers it (orders build on the basket, so the basket does not import them); the
 * app hands it in (docs/decisions/111-no-cycles-between-areas.md).
 */
export type OwnOrderLines = (
  db: DbOrTx,
  accountId: number,
  orderNumber: string,
) => Promise<{ articleNumber: string; quantity: number }[] | undefined>;

/**
 * POST /basket/cloneBasketOrOrder: loads a saved basket (orderNumber is its id: digits only)
 * or repeats a past order (orderNumber is an order number, which always starts with a
 * letter) into the basket; replaceArticles true replaces the lines, false adds to them.
 * Neither of the caller's: 404, so another customer's ids reveal nothing.
 */
export async function cloneBasketOrOrder(
  db: DbOrTx,
  { guard, ownOrderLines }: { guard: LoadGuard; ownOrderLines: OwnOrderLines },
  customer: Customer,
  input: CloneBasketRequest,
): Promise<ImportAnswer> {
  const reference = String(input.orderNumber).trim();
  return guard.run(customer.accountId, async () => {
    let lines: { articleNumber: string; quantity: number }[] | undefined;
    if (/^\d{1,9}$/.test(reference)) {
      lines = await savedBasketLines(db, customer, Number(reference));
    } else {
      lines = await ownOrderLines(db, customer.accountId, reference.toUpperCase());
    }
    if (!lines) throw new AppError(404, 'NOT_FOUND', 'No such saved basket or order');
    const items: ImportItem[] = lines.map((line, index) => ({
      line: index + 1,
      text: `${line.articleNumber} ${line.quantity}`,
      identifier: line.articleNumber,
      units: line.quantity,
    }));
    return importItems(db, customer, items, { replace: input.replaceArticles });
  });
}
