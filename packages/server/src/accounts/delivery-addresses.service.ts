import type { AccountDeliveryAddress } from '@shop/domain/api/account-orders.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { findAddressesWithIds } from './accounts.repository.ts';

/** An address an order is delivered to, as the order keeps it. */
export type DeliveryAddress = Omit<AccountDeliveryAddress, 'id' | 'selected'>;

/**
 * The addresses the account's orders may be delivered to
 * (docs/product/basket.md#basket-delivery-address): its shipping addresses in the order they were
 * stored, the first the main one; without any, its billing address alone.
 */
export async function deliveryAddressesOf(
  db: DbOrTx,
  accountId: number,
): Promise<AccountDeliveryAddress[]> {
  const rows = await findAddressesWithIds(db, accountId);
  const shipping = rows.filter((row) => row.kind === 'shipping');
  const offered =
    shipping.length > 0 ? shipping : rows.filter((row) => row.kind === 'billing').slice(0, 1);
  return offered.map((row, index) => ({
    id: row.id,
    company: row.company,
    street: row.street,
    adding: row.adding,
    zip: row.zip,
    location: row.location,
    country: row.country,
    selected: index === 0,
  }));
}

/**
 * The address an order goes to: the one of `id` when it is among the account's delivery
 * addresses, the main one without an id, null for an account with no address at all. Any other
 * id, another customer's or an unknown one, is refused before anything is written
 * (docs/decisions/117-delivery-address-chosen-in-the-basket.md).
 */
export async function orderDeliveryAddress(
  db: DbOrTx,
  accountId: number,
  id: number | undefined,
): Promise<DeliveryAddress | null> {
  const offered = await deliveryAddressesOf(db, accountId);
  const chosen = id === undefined ? offered[0] : offered.find((address) => address.id === id);
  if (chosen === undefined && id !== undefined) {
    throw new AppError(
      422,
      'DELIVERY_ADDRESS_NOT_ALLOWED',
      'This delivery address is not one of the account',
    );
  }
  if (chosen === undefined) return null;
  const { id: _id, selected: _selected, ...address } = chosen;
  return address;
}
