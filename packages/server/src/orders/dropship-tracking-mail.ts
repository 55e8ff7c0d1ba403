import { dropshipLanguage } from '@shop/domain/rules/dropship-language.ts';
import { retailerOf } from '#server/accounts/retailer.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { renderMail, type MailBlock } from '#server/mail/mail-layout.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { findDropshipOrders } from './delivery-note.repository.ts';
import { orderTexts } from './delivery-note.service.ts';
import { dropshipConsumerOf } from './dropship-consumer.ts';
import type { ParcelRecord } from './order-state-record.ts';

/**
 * The consumer's tracking mail of a dropshipping order
 * (docs/decisions/144-dropship-tracking-mail.md): when the ERP reports parcels whose tracking
 * numbers the order did not have yet, the consumer is told those numbers, in the language of the
 * consumer's country, in the retailer's name and with the retailer as Reply-To, and nothing of the
 * shop. A report that repeats the stored parcels brings no new number, so no second mail.
 */

export interface ParcelChange {
  orderId: number;
  before: readonly ParcelRecord[];
  after: readonly ParcelRecord[];
}

/** The parcels of `after` whose tracking numbers `before` lacks. */
function newParcels(change: ParcelChange): ParcelRecord[] {
  const known = new Set(change.before.map((parcel) => parcel.trackingNumber));
  return change.after.filter((parcel) => !known.has(parcel.trackingNumber));
}

/** The mails these parcel changes call for, read inside the import's transaction. */
export async function trackingMailsOf(
  db: DbOrTx,
  changes: readonly ParcelChange[],
): Promise<MailMessage[]> {
  const shipped = changes
    .map((change) => ({ orderId: change.orderId, parcels: newParcels(change) }))
    .filter((change) => change.parcels.length > 0);
  if (shipped.length === 0) return [];
  const orders = await findDropshipOrders(
    db,
    shipped.map((change) => change.orderId),
  );
  const mails: MailMessage[] = [];
  for (const order of orders) {
    const consumer = dropshipConsumerOf(order.dropshipping);
    if (!consumer?.email) continue;
    const retailer = await retailerOf(db, null, order.accountId);
    if (!retailer) continue;
    const parcels = shipped.find((change) => change.orderId === order.id)!.parcels;
    const language = dropshipLanguage(consumer.country);
    const text = orderTexts(language);
    const values = {
      reference: order.reference.trim() || order.orderNumber,
      retailer: retailer.name,
      name: `${consumer.firstName} ${consumer.lastName}`.trim(),
    };
    const blocks: MailBlock[] = [
      { paragraph: text('trackingMail.salutation', values) },
      { paragraph: text('trackingMail.intro', values) },
      ...parcels.flatMap((parcel): MailBlock[] => [
        {
          paragraph: text('trackingMail.parcel', {
            carrier: parcel.carrier,
            trackingNumber: parcel.trackingNumber,
          }),
        },
        ...(parcel.trackingUrl
          ? [
              {
                link: parcel.trackingUrl,
                label: text('trackingMail.follow', { trackingNumber: parcel.trackingNumber }),
              },
            ]
          : []),
      ]),
      { paragraph: text('trackingMail.closing', values) },
    ];
    mails.push({
      to: consumer.email,
      senderName: retailer.name,
      ...(retailer.email ? { replyTo: retailer.email } : {}),
      ...renderMail(language, text('trackingMail.subject', values), blocks),
    });
  }
  return mails;
}
