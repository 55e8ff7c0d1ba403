import type { OrderFeedResponse, RegistrationFeedResponse } from '@shop/domain/api/erp.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { insertAcknowledgements } from './acknowledgements.repository.ts';
import { toOrderRecords } from './order-records.ts';
import { findOrdersByNumber, findUnacknowledgedOrders } from './order-records.repository.ts';
import { toRegistrationRecords } from './registration-records.ts';
import {
  findApprovedRegistrationsById,
  findUnacknowledgedRegistrations,
} from './registration-records.repository.ts';

/**
 * The pull side of orders out (docs/decisions/091-orders-out.md): the feed reads the orders
 * table itself, every order that no acknowledgement names, so an order committed is in the feed
 * whatever happened to the process after the commit. The ERP acknowledges what it stored; an
 * acknowledged order leaves the feed. Acknowledging again is harmless.
 */

export async function orderFeed(db: DbOrTx, limit: number): Promise<OrderFeedResponse> {
  const rows = await findUnacknowledgedOrders(db, limit + 1);
  const orders = await toOrderRecords(db, rows.slice(0, limit));
  return { orders, more: rows.length > limit };
}

export async function acknowledgeOrders(
  db: DbOrTx,
  caller: { name: string } | null,
  orderNumbers: readonly string[],
  now = new Date(),
): Promise<{ acknowledged: string[]; notFound: string[] }> {
  const unique = [...new Set(orderNumbers)];
  const known = new Set((await findOrdersByNumber(db, unique)).map((row) => row.orderNumber));
  const acknowledged = unique.filter((number) => known.has(number));
  await insertAcknowledgements(db, 'order', acknowledged, {
    at: now.toISOString(),
    tokenName: caller?.name ?? null,
  });
  return { acknowledged, notFound: unique.filter((number) => !known.has(number)) };
}

export async function registrationFeed(
  db: DbOrTx,
  limit: number,
): Promise<RegistrationFeedResponse> {
  const rows = await findUnacknowledgedRegistrations(db, limit + 1);
  const registrations = await toRegistrationRecords(db, rows.slice(0, limit));
  return { registrations, more: rows.length > limit };
}

export async function acknowledgeRegistrations(
  db: DbOrTx,
  caller: { name: string } | null,
  registrationIds: readonly number[],
  now = new Date(),
): Promise<{ acknowledged: number[]; notFound: number[] }> {
  const unique = [...new Set(registrationIds)];
  const known = new Set((await findApprovedRegistrationsById(db, unique)).map((row) => row.id));
  const acknowledged = unique.filter((id) => known.has(id));
  await insertAcknowledgements(db, 'registration', acknowledged.map(String), {
    at: now.toISOString(),
    tokenName: caller?.name ?? null,
  });
  return { acknowledged, notFound: unique.filter((id) => !known.has(id)) };
}
