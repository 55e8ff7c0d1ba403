import type {
  AddToBasketAnswer,
  AddToBasketRequest,
  BasketResponse,
  RemoveFromBasketAnswer,
} from '@shop/domain/api/basket.ts';
import type { NotAddableReason } from '@shop/domain/api/basket-imports.ts';
import { withoutPrices } from '@shop/domain/api/basket.ts';
import { availableUnits, decideAdd } from '@shop/domain/rules/basket-line.ts';
import { maxQtyInForce } from '@shop/domain/rules/article-dates.ts';
import { casesFromUnits } from '@shop/domain/rules/quantity.ts';
import type { Transaction } from 'kysely';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { databaseKindOf } from '#server/db/dialect.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { DB } from '#server/db/tables.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  deleteBasketsOf,
  deleteAllLines,
  deleteLine,
  ensureBasket,
  findArticles,
  findBasketAccount,
  findLine,
  setBasketText,
  touchBasket,
  upsertLine,
  type BasketAccount,
} from './basket.repository.ts';
import { computeBasket, currentUnitPrice } from './basket-view.ts';
import { trackServerEvent } from '#server/tracking/tracking.service.ts';

export type BasketRow = Awaited<ReturnType<typeof ensureBasket>>;

export const basketBlocked = () =>
  new AppError(403, 'BASKET_BLOCKED', 'The basket of this account is blocked');

/**
 * Runs `work` in a transaction that holds the customer's basket row: on PostgreSQL a row lock
 * (FOR UPDATE) queues concurrent changes of one basket; SQLite transactions take the write lock
 * up front anyway (database.ts). Read-modify-write of lines is therefore never lost.
 */
export async function withLockedBasket<T>(
  db: DbOrTx,
  accountId: number,
  work: (tx: Transaction<DB>, basket: BasketRow) => Promise<T>,
): Promise<T> {
  // Created outside the locking transaction, so the lock has a row to take.
  await ensureBasket(db, accountId);
  return inTransaction(db, async (tx) => {
    const basket = await tx
      .selectFrom('baskets')
      .selectAll()
      .where('accountId', '=', accountId)
      .$if(databaseKindOf(tx) === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirstOrThrow();
    return work(tx, basket);
  });
}

export async function getBasket(
  db: DbOrTx,
  customer: Customer,
  language: string | undefined,
): Promise<BasketResponse> {
  const basket = await ensureBasket(db, customer.accountId);
  const state = await computeBasket(db, basket, language);
  return state.account.showPrices === 1 ? state.answer : withoutPrices(state.answer);
}

export type PutOutcome =
  | {
      kind: 'added';
      articleNumber: string;
      units: number;
      reduced: boolean;
      caseQuantity: number;
      availableCases: number;
    }
  | { kind: 'notFound' }
  | { kind: 'notAddable'; articleNumber: string; reason: NotAddableReason; availableCases: number };

/**
 * Puts an article into a locked basket: `cases` counts cases when the article comes in cases.
 * Sold-out articles and blocked baskets are refused; the quantity is lowered to what can be
 * ordered (decideAdd). The line keeps the price and case quantity of this moment, against
 * which the oldPrice and oldQty flags are raised later.
 */
export async function putArticle(
  tx: DbOrTx,
  basket: BasketRow,
  account: BasketAccount,
  input: {
    articleNumber: string;
    /** Cases as the quantity input counts them, or units (rounded up to whole cases). */
    amount: { cases: number } | { units: number };
    replace: boolean;
    reference: string | null;
    now: string;
  },
): Promise<PutOutcome> {
  const [article] = await findArticles(tx, [input.articleNumber.toUpperCase()]);
  if (!article) return { kind: 'notFound' };
  const { articleNumber } = article;
  const refuse = (reason: NotAddableReason, availableCases = 0): PutOutcome => ({
    kind: 'notAddable',
    articleNumber,
    reason,
    availableCases,
  });
  if (account.blockBasket === 1) return refuse('basketBlocked');
  if (article.state === 'soldOut') return refuse('soldOut');
  const line = await findLine(tx, basket.id, articleNumber);
  const decision = decideAdd({
    requested:
      'cases' in input.amount
        ? input.amount.cases
        : casesFromUnits(input.amount.units, article.caseQuantity),
    caseQuantity: article.caseQuantity,
    currentUnits: line?.quantity ?? 0,
    replace: input.replace,
    available: availableUnits({ ...article, maxQty: maxQtyInForce(article, input.now) }),
  });
  if (!decision.add) return refuse('noStock', 0);
  const price = await currentUnitPrice(tx, article, account.currency, decision.units);
  if (price === undefined) return refuse('noPrice');
  await upsertLine(
    tx,
    basket.id,
    {
      articleNumber,
      quantity: decision.units,
      priceAtAdd: price,
      quantityAtAdd: article.caseQuantity,
      currency: account.currency,
      reference: input.reference,
    },
    input.now,
  );
  await touchBasket(tx, basket.id, input.now);
  return {
    kind: 'added',
    articleNumber,
    units: decision.units,
    reduced: decision.reduced,
    caseQuantity: article.caseQuantity,
    availableCases: decision.availableCases,
  };
}

const inCases = (units: number, caseQuantity: number) =>
  caseQuantity > 1 ? Math.floor(units / caseQuantity) : units;

/** PUT /basket/add (docs/product/basket.md#basket-max-qty "Adding"). */
export async function addToBasket(
  db: DbOrTx,
  customer: Customer,
  input: AddToBasketRequest,
  now = new Date().toISOString(),
): Promise<AddToBasketAnswer> {
  const answer = await withLockedBasket<AddToBasketAnswer>(
    db,
    customer.accountId,
    async (tx, basket) => {
      const account = await findBasketAccount(tx, customer.accountId);
      const outcome = await putArticle(tx, basket, account, {
        articleNumber: input.articleNumber,
        amount: { cases: input.quantity },
        replace: input.replace ?? false,
        reference: input.reference ?? null,
        now,
      });
      if (outcome.kind === 'notFound') {
        throw new AppError(404, 'ARTICLE_NOT_FOUND', 'No such article');
      }
      if (outcome.kind === 'notAddable') {
        if (outcome.reason === 'basketBlocked') throw basketBlocked();
        if (outcome.reason === 'soldOut') {
          throw new AppError(409, 'ARTICLE_SOLD_OUT', 'The article is sold out');
        }
        if (outcome.reason === 'noPrice') {
          throw new AppError(409, 'ARTICLE_NOT_AVAILABLE', 'The article has no price for you');
        }
        const line = await findLine(tx, basket.id, outcome.articleNumber);
        return {
          success: false,
          status: 'maxQty',
          availableQty: 0,
          quantity: line ? line.quantity : 0,
          message: 'Not available in this quantity',
        };
      }
      const quantity = inCases(outcome.units, outcome.caseQuantity);
      if (outcome.reduced) {
        return {
          success: true,
          status: 'maxQty',
          availableQty: outcome.availableCases,
          quantity,
          message: 'Only the available quantity was added',
        };
      }
      return { success: true, status: 'ok', quantity };
    },
  );
  if (answer.success) {
    await trackServerEvent(db, input.eventTrackingId, {
      kind: 'addToBasket',
      customerNumber: customer.customerNumber,
      articleNumber: input.articleNumber.trim().toUpperCase(),
      quantity: input.quantity,
    });
  }
  return answer;
}

/** DELETE /basket/remove/{articleNumber}; an article not in the basket answers 404. */
export async function removeFromBasket(
  db: DbOrTx,
  customer: Customer,
  articleNumber: string,
  now = new Date().toISOString(),
): Promise<RemoveFromBasketAnswer> {
  return withLockedBasket(db, customer.accountId, async (tx, basket) => {
    const removed = await deleteLine(tx, basket.id, articleNumber.trim().toUpperCase());
    if (removed === 0) {
      throw new AppError(404, 'NOT_IN_BASKET', 'The article is not in the basket');
    }
    await touchBasket(tx, basket.id, now);
    return { success: true };
  });
}

/** GET /basket/clear: removes every line, keeps notice and reference. */
export async function clearBasket(
  db: DbOrTx,
  customer: Customer,
  now = new Date().toISOString(),
): Promise<void> {
  await withLockedBasket(db, customer.accountId, async (tx, basket) => {
    await deleteAllLines(tx, basket.id);
    await touchBasket(tx, basket.id, now);
  });
}

export async function setNotice(
  db: DbOrTx,
  customer: Customer,
  notice: string,
  now = new Date().toISOString(),
): Promise<{ notice: string }> {
  const basket = await ensureBasket(db, customer.accountId);
  await setBasketText(db, basket.id, { notice }, now);
  return { notice };
}

export async function setReference(
  db: DbOrTx,
  customer: Customer,
  reference: string,
  now = new Date().toISOString(),
): Promise<{ reference: string }> {
  const basket = await ensureBasket(db, customer.accountId);
  await setBasketText(db, basket.id, { reference }, now);
  return { reference };
}

export type { BasketAccount };

/** The account fields the basket and the order work with. */
export function basketAccountOf(db: DbOrTx, accountId: number): Promise<BasketAccount> {
  return findBasketAccount(db, accountId);
}

/** After an order was written from it (in the order's transaction): no lines, notice or reference. */
export async function emptyOrderedBasket(tx: DbOrTx, basketId: number, at: string): Promise<void> {
  await deleteAllLines(tx, basketId);
  await setBasketText(tx, basketId, { notice: '', reference: '' }, at);
}

/** Removes every basket of an account (account deletion, docs/decisions/039-account-deletion.md). */
export function eraseBasketsOf(tx: DbOrTx, accountId: number): Promise<void> {
  return deleteBasketsOf(tx, accountId);
}
