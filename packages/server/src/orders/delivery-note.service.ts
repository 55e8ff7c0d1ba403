import { deliveryNoteFileName } from '@shop/domain/api/order-detail.ts';
import { dropshipLanguage } from '@shop/domain/rules/dropship-language.ts';
import type { Language } from '@shop/domain/shops.ts';
import { retailerOf } from '#server/accounts/retailer.service.ts';
import type { Customer } from '#server/auth/customer.ts';
import { articleNames } from '#server/catalog/catalog.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { renderDeliveryNotePdf } from './delivery-note-pdf.ts';
import { findNoteOrder } from './delivery-note.repository.ts';
import { dropshipConsumerOf } from './dropship-consumer.ts';
import { findOrderLineDetails } from './orders.repository.ts';

/** The language's texts of the orders namespace, {{placeholders}} filled. */
export function orderTexts(language: Language) {
  const texts = shippedTexts(language, 'accountOrders');
  return (key: string, values: Record<string, string> = {}) =>
    texts(key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

const notFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'No such order');

/**
 * The neutral delivery note of a dropshipping order
 * (docs/product/basket.md#basket-dropship-delivery-note): undefined for an unknown order,
 * null for one that is not dropshipped.
 */
async function drawNote(
  db: DbOrTx,
  dataDir: string,
  orderNumber: string,
  owner: number | undefined,
): Promise<{ fileName: string; pdf: Buffer } | null | undefined> {
  const order = await findNoteOrder(db, orderNumber);
  if (!order || (owner !== undefined && order.accountId !== owner)) return undefined;
  const consumer = dropshipConsumerOf(order.dropshipping);
  if (!consumer) return null;
  const [retailer, rows] = await Promise.all([
    retailerOf(db, dataDir, order.accountId),
    findOrderLineDetails(db, order.id),
  ]);
  if (!retailer) return undefined;
  const names = await articleNames(
    db,
    [...new Set(rows.map((row) => row.articleNumber))],
    retailer.language,
  );
  const language = dropshipLanguage(consumer.country);
  const pdf = await renderDeliveryNotePdf({
    language,
    text: orderTexts(language),
    retailer,
    consumer,
    reference: order.reference.trim() || order.orderNumber,
    date: order.createdAt,
    lines: rows.map((row) => {
      const name = names.find((n) => n.articleNumber === row.articleNumber);
      return {
        articleNumber: row.articleNumber,
        name: name?.name ?? name?.fallbackName ?? row.articleNumber,
        quantity: row.quantity,
      };
    }),
  });
  return { fileName: deliveryNoteFileName(order.orderNumber), pdf };
}

/**
 * GET /account/order/{orderNumber}/deliveryNote.pdf: the caller's own dropshipping order's note.
 * Another customer's order and an unknown one are not found; an order that was not dropshipped
 * has no note (409 NOT_DROPSHIPPED).
 */
export async function ownDeliveryNote(
  db: DbOrTx,
  dataDir: string,
  customer: Customer,
  orderNumber: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const note = await drawNote(db, dataDir, orderNumber, customer.accountId);
  if (note === undefined) throw notFound();
  if (note === null) {
    throw new AppError(409, 'NOT_DROPSHIPPED', 'This order was not dropshipped: it has no note');
  }
  return note;
}

/** The ERP's copy of any order's note (docs/decisions/143-neutral-dropship-delivery-note.md). */
export async function deliveryNoteOf(
  db: DbOrTx,
  dataDir: string,
  orderNumber: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const note = await drawNote(db, dataDir, orderNumber, undefined);
  if (note === undefined) throw notFound();
  if (note === null) {
    throw new AppError(409, 'NOT_DROPSHIPPED', 'This order was not dropshipped: it has no note');
  }
  return note;
}
