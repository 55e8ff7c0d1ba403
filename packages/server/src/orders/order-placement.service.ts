import { announceCustomerEvents } from '#server/events/customer-events.ts';
import type { OrderRequest, OrderResponse } from '@shop/domain/api/orders.ts';
import { openOrderStateOf } from '@shop/domain/rules/availability.ts';
import { openOrderArticleFields } from '@shop/domain/rules/open-orders.ts';
import {
  basketTotals,
  paysVat,
  sellsFromStock,
  type BasketTotals,
} from '@shop/domain/rules/basket-line.ts';
import type { Transaction } from 'kysely';
import {
  checkDropshipping,
  dropshippingShippingCost,
  validateDropshippingAddress,
  type DropshippingAddress,
  type DropshippingShippingCost,
} from '@shop/domain/rules/dropshipping.ts';
import { orderPayType, payTypeOf, type PayType } from '@shop/domain/rules/payment-methods.ts';
import { primaryContactOf } from '#server/accounts/accounts.service.ts';
import { orderDeliveryAddress } from '#server/accounts/delivery-addresses.service.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';
import type { CatalogEvents } from '#server/events/catalog-events.ts';
import type { ShopEvents } from '#server/events/shop-events.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  basketBlocked,
  emptyOrderedBasket,
  withLockedBasket,
  type BasketRow,
} from '#server/basket/basket.service.ts';
import { takeArticleStock } from '#server/catalog/catalog.service.ts';
import {
  computeBasket,
  dropshippingArticles,
  type BasketState,
} from '#server/basket/basket-view.ts';
import { runIdempotent, type IdempotentAnswer } from '#server/http/idempotency.ts';
import { insertOpenOrders, insertOrder } from './orders.repository.ts';
import { sendOrderConfirmation, type OrderMailData } from './order-mail.ts';
import { orderConfirmedEvent } from './order-events.ts';

export const ORDER_ROUTE = 'POST /basket/order';

const notOrderable = (state: BasketState) =>
  new AppError(409, 'BASKET_NOT_ORDERABLE', 'Some articles cannot be ordered', {
    notValidArticles: state.answer.notValidArticles,
    notAvailableArticles: state.answer.notAvailableArticles,
  });

const dropshippingInvalid = (details: Record<string, unknown>) =>
  new AppError(422, 'DROPSHIPPING_INVALID', 'The dropshipping order is not possible', {
    dropshipping: { status: 422, ...details },
  });

/**
 * The pay type decides whether the shop gives credit, so the order takes from the client only one
 * the account may choose (docs/decisions/014-order-pay-type.md,
 * docs/decisions/116-pay-type-choice.md).
 */
const payTypeNotAllowed = (own: unknown) =>
  new AppError(422, 'PAY_TYPE_NOT_ALLOWED', 'This pay type is not available for the account', {
    payType: payTypeOf(own),
  });

/** The pay type named at the top level and in dropshippingInfo; two that differ are refused. */
function requestedPayType(body: OrderRequest, own: unknown): number | undefined {
  const top = body.payType;
  const dropshipping = body.dropshippingInfo?.payType;
  if (top !== undefined && dropshipping !== undefined && top !== dropshipping) {
    throw payTypeNotAllowed(own);
  }
  return top ?? dropshipping;
}

interface DropshippingOrder {
  address: DropshippingAddress;
  info: string;
  cost: DropshippingShippingCost;
}

/**
 * The dropshipping rules (docs/product/basket.md#basket-dropship-possible,
 * docs/product/basket.md#basket-parcel-cost) on the basket as it is inside the order transaction.
 */
function checkDropshippingOrder(
  state: BasketState,
  info: NonNullable<OrderRequest['dropshippingInfo']>,
  vat: boolean,
): DropshippingOrder {
  if (state.account.enableDropShipping !== 1) {
    throw dropshippingInvalid({ errorCode: 'notEnabled' });
  }
  const check = checkDropshipping({
    enabled: true,
    unavailableArticles: state.answer.notAvailableArticles.map((a) => a.articleNumber),
    articles: dropshippingArticles(state.priced),
  });
  if (!check.eligible) {
    throw dropshippingInvalid({ errorCode: 'notPossible', problems: check.problems });
  }
  const address = validateDropshippingAddress(info.address);
  if (!address.ok) {
    throw dropshippingInvalid({ errorCode: 'invalidAddress', addressErrors: address.errors });
  }
  return {
    address: address.value,
    info: info.info ?? '',
    cost: dropshippingShippingCost(check.items, { taxFree: !vat }),
  };
}

/**
 * The open-order rows of the lines ordered ahead of the goods (pre-orders and arriving
 * articles), as the seed writes them: the account's open-orders page lists them until the
 * goods are delivered. singlePrice is the unit price charged on this order with rebate 0, so
 * the page's sums equal what the order charges whether a reader applies the rebate or not.
 */
function openOrderRows(
  state: BasketState,
  context: { accountId: number; poNumber: string; at: string },
) {
  return state.priced
    .filter((p) => !sellsFromStock(p.article.state))
    .map((p) => {
      const { kind, ...dates } = openOrderArticleFields(p.article, context.at);
      return {
        accountId: context.accountId,
        articleNumber: p.line.articleNumber,
        kind,
        state: openOrderStateOf(p.article.state),
        orderDate: context.at,
        ...dates,
        singlePrice: p.price,
        rebate: 0,
        currency: p.currency,
        quantity: p.line.quantity,
        caseQuantity: p.article.caseQuantity,
        availableQuantity: 0,
        poNumber: context.poNumber === '' ? null : context.poNumber,
        reference: p.line.reference,
      };
    });
}

/** W, the two-digit year and the order id: unique without a counter, apart from the seeded A numbers. */
function orderNumberFor(id: number, now: string): string {
  return `W${now.slice(2, 4)}${String(id).padStart(6, '0')}`;
}

/** What placing an order needs besides the database: the order limit, mail, catalog and shop events. */
export interface OrderServices {
  rateLimiter: RateLimiter;
  mailer: Mailer;
  catalogEvents: CatalogEvents;
  shopEvents: ShopEvents;
  /** a confirmation mail that cannot be sent does not undo the order; it is logged */
  onMailError: (error: unknown, orderNumber: string) => void;
}

/**
 * POST /basket/order (docs/product/basket.md#basket-order-flow): in one transaction that holds the
 * basket row, the basket is recomputed from current data, blocking flags and dropshipping are
 * checked, stock is taken with a conditional decrement per stock article, the order and its lines
 * are written and the basket is emptied. Any failure rolls all of it back. The confirmation mail
 * and the search-index update follow the commit.
 */
export async function placeOrder(
  db: DbOrTx,
  services: OrderServices,
  customer: Customer,
  body: OrderRequest,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<IdempotentAnswer<OrderResponse>> {
  await enforceRateLimit(
    services.rateLimiter,
    `order:${customer.accountId}`,
    RATE_LIMITS.orderPerAccount,
  );
  const ref = idempotencyKey
    ? { accountId: customer.accountId, route: ORDER_ROUTE, key: idempotencyKey }
    : null;
  // set by the transaction; stays empty when the answer is a replay of an earlier request
  const outcome: { placed?: PlacedOrder } = {};

  const answer = await runIdempotent<OrderResponse>(db, ref, body, (complete) =>
    withLockedBasket(db, customer.accountId, async (tx, basket) => {
      const placed = await writeOrder(tx, { customer, basket, body, at: now.toISOString() });
      await complete(tx, placed.result);
      outcome.placed = placed;
      return placed.result;
    }),
  );

  // After the commit: the search index follows the stock, the customer gets the confirmation,
  // the listeners of shop events hear of the order.
  if (outcome.placed) {
    services.catalogEvents.articlesChanged(outcome.placed.changedArticles, 'stockAndPrices');
    const { mail } = outcome.placed;
    services.shopEvents.emit('orderPlaced', {
      orderNumber: mail.orderNumber,
      customerNumber: customer.customerNumber,
      eventTrackingId: body.eventTrackingId ?? null,
      currency: mail.currency,
      totalMinor: mail.totals.total,
    });
    void sendOrderConfirmation(services, outcome.placed.mail);
  }
  return answer;
}

interface PlacedOrder {
  result: IdempotentAnswer<OrderResponse>;
  mail: OrderMailData;
  changedArticles: number[];
}

/** What an order is written with, decided on the locked basket before anything is written. */
interface OrderTerms {
  state: BasketState;
  payType: PayType;
  vat: boolean;
  dropshipping: DropshippingOrder | null;
}

/** Checks the locked basket, takes the stock and writes the order; throws on any refusal. */
async function writeOrder(
  tx: Transaction<DB>,
  input: { customer: Customer; basket: BasketRow; body: OrderRequest; at: string },
): Promise<PlacedOrder> {
  const { customer, basket, at } = input;
  const terms = orderTerms(await computeBasket(tx, basket, undefined, at), input.body);
  const { state } = terms;
  const delivery = await orderDeliveryAddress(tx, customer.accountId, input.body.deliveryAddressId);
  const changedArticles = await takeStock(tx, state, at);
  const currency = state.priced[0]!.currency;
  const totals = orderTotals(terms);
  const orderNumber = await insertOrder(tx, {
    numberFor: (id) => orderNumberFor(id, at),
    order: {
      ...orderRow(terms, { accountId: customer.accountId, basket, currency, totals, at }),
      deliveryAddress: delivery === null ? null : JSON.stringify(delivery),
    },
    lines: state.priced.map((p) => ({
      articleNumber: p.line.articleNumber,
      quantity: p.line.quantity,
      singlePrice: p.listPrice,
      discount: Math.max(0, (p.listPrice - p.price) * p.line.quantity),
      lineTotal: p.lineTotal,
      taxRate: p.article.taxRate,
    })),
  });
  await insertOpenOrders(
    tx,
    openOrderRows(state, { accountId: customer.accountId, poNumber: basket.reference, at }),
  );
  await emptyOrderedBasket(tx, basket.id, at);

  const showPrices = state.account.showPrices === 1;
  await announceCustomerEvents(tx, [
    orderConfirmedEvent(customer.accountId, {
      orderNumber,
      reference: basket.reference,
      currency,
      total: showPrices ? totals.total : null,
      lines: state.priced.map((p) => p.line),
    }),
  ]);
  const placed = {
    basketId: basket.id,
    status: 'ordered' as const,
    orderNumber,
    currency,
    ...(terms.dropshipping ? { dropshipping: { status: 'accepted' as const } } : {}),
  };
  // An account that sees no prices gets no amount in the answer either (decision 012).
  const result: IdempotentAnswer<OrderResponse> = {
    status: 201,
    body: showPrices
      ? { ...placed, total: totals.total }
      : { ...placed, pricesHidden: true as const },
  };
  const mail: OrderMailData = {
    account: state.account,
    showPrices,
    person: await contactPerson(tx, customer.accountId),
    orderNumber,
    currency,
    totals,
    lines: state.priced.map((p) => ({
      articleNumber: p.line.articleNumber,
      name: p.variant.names.name,
      quantity: p.line.quantity,
      lineTotal: p.lineTotal,
    })),
    dropshipping: terms.dropshipping?.address ?? null,
    deliveryAddress: delivery,
    payType: terms.payType,
    notice: basket.notice,
    reference: basket.reference,
  };
  return { result, mail, changedArticles };
}

/** The refusals of an order (blocked, empty, not orderable, pay type, dropshipping) and its terms. */
function orderTerms(state: BasketState, body: OrderRequest): OrderTerms {
  if (state.account.blockBasket === 1) throw basketBlocked();
  if (state.answer.count === 0) {
    throw new AppError(409, 'BASKET_EMPTY', 'The basket is empty');
  }
  const currencies = new Set(state.priced.map((p) => p.currency));
  if (state.answer.blocked || currencies.size !== 1) throw notOrderable(state);
  const payType = orderPayType(
    state.account.payType,
    requestedPayType(body, state.account.payType),
  );
  if (payType === null) throw payTypeNotAllowed(state.account.payType);
  const vat = paysVat({ taxFree: state.account.taxFree === 1, shop: state.shop });
  const dropshipping = body.dropshippingInfo
    ? checkDropshippingOrder(state, body.dropshippingInfo, vat)
    : null;
  return { state, payType, vat, dropshipping };
}

/** Takes the stock of every line sold from stock; answers the ids of the changed articles. */
async function takeStock(tx: DbOrTx, state: BasketState, at: string): Promise<number[]> {
  const changed: number[] = [];
  // Rows are locked in article id order, the same in every order: two baskets holding the
  // same articles in another order would otherwise deadlock on PostgreSQL.
  const byArticle = [...state.priced].sort((a, b) => a.article.id - b.article.id);
  for (const p of byArticle) {
    if (!sellsFromStock(p.article.state)) continue;
    // Another customer's order may have taken the stock since the basket was read.
    if (!(await takeArticleStock(tx, p.article.id, p.line.quantity, at))) {
      throw notOrderable(state);
    }
    changed.push(p.article.id);
  }
  return changed;
}

function orderTotals({ state, vat, dropshipping }: OrderTerms): BasketTotals {
  return basketTotals(
    state.priced.map((p) => ({ lineTotal: p.lineTotal, taxRate: p.article.taxRate })),
    {
      shop: state.shop,
      country: state.country,
      vat,
      shippingCountries: state.shippingCountries,
      ...(dropshipping
        ? {
            dropshipping: {
              netMinor: dropshipping.cost.netMinor,
              vatMinor: dropshipping.cost.vatMinor,
            },
          }
        : {}),
    },
  );
}

function orderRow(
  { payType, dropshipping }: OrderTerms,
  order: {
    accountId: number;
    basket: BasketRow;
    currency: string;
    totals: BasketTotals;
    at: string;
  },
) {
  const { basket, totals } = order;
  return {
    accountId: order.accountId,
    basketId: basket.id,
    status: 'processing',
    currency: order.currency,
    net: totals.net,
    vatNormal: totals.vatNormal,
    vatReduced: totals.vatReduced,
    shipping: totals.shipping,
    total: totals.total,
    payType,
    notice: basket.notice,
    reference: basket.reference,
    dropshipping: dropshipping
      ? JSON.stringify({
          address: dropshipping.address,
          info: dropshipping.info,
          parcels: dropshipping.cost.parcels,
          carrier: dropshipping.cost.carrier,
        })
      : null,
    createdAt: order.at,
  };
}

/** The name the confirmation mail greets, read inside the order transaction. */
async function contactPerson(tx: DbOrTx, accountId: number): Promise<OrderMailData['person']> {
  const contact = await primaryContactOf(tx, accountId);
  return { firstName: contact?.firstName, lastName: contact?.lastName };
}
