/**
 * What happened to a customer that their own systems may hear of by webhook
 * (docs/decisions/140-retailer-webhooks.md): the area where it happened writes the event in the
 * same transaction as the change itself (an outbox), so it is told exactly when the change was
 * committed, even if the process dies a moment later. The webhooks area reads the table and
 * writes the deliveries; the writing areas know nothing of it.
 */
import type { WebhookEvent } from '@shop/domain/api/webhooks.ts';
import type { DbOrTx } from '#server/db/database.ts';

export interface CustomerEvent {
  /** the customer concerned; null for an article's event, whose customers are found later */
  accountId: number | null;
  type: WebhookEvent;
  /** what the event is about: an order, invoice or article number, an open order line */
  subject: string;
  /** the body's `data`: plain JSON, no secrets */
  data: Record<string, unknown>;
}

/** Writes events in the caller's transaction. */
export async function announceCustomerEvents(
  db: DbOrTx,
  events: readonly CustomerEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('customerEvents')
    .values(
      events.map((event) => ({
        accountId: event.accountId,
        type: event.type,
        subject: event.subject,
        data: JSON.stringify(event.data),
        createdAt: at,
      })),
    )
    .execute();
}
