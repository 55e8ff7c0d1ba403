import type { DbOrTx } from '#server/db/database.ts';

export interface ContactChange {
  firstName: string;
  lastName: string;
  phone: string | null;
  cellPhone: string | null;
}

/** Changes the primary contact (else the first), or adds one when the account has none. */
export async function saveContact(
  db: DbOrTx,
  accountId: number,
  contact: ContactChange,
): Promise<void> {
  const existing = await db
    .selectFrom('accountContacts')
    .select('id')
    .where('accountId', '=', accountId)
    .orderBy('isPrimary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('accountContacts').set(contact).where('id', '=', existing.id).execute();
  } else {
    await db
      .insertInto('accountContacts')
      .values({ accountId, isPrimary: 1, ...contact })
      .execute();
  }
}

export async function saveAccountSettings(
  db: DbOrTx,
  accountId: number,
  change: { shippingInformation: string | null; language: string; hideEvp: number },
): Promise<void> {
  await db.updateTable('accounts').set(change).where('id', '=', accountId).execute();
}

export function findMessage(db: DbOrTx, accountId: number, elsId: string) {
  return db
    .selectFrom('accountMessages')
    .select(['id', 'showOneTime', 'seenAt'])
    .where('accountId', '=', accountId)
    .where('elsId', '=', elsId)
    .executeTakeFirst();
}

export async function markMessageSeen(db: DbOrTx, id: number, at: string): Promise<void> {
  await db
    .updateTable('accountMessages')
    .set({ seenAt: at })
    .where('id', '=', id)
    .where('seenAt', 'is', null)
    .execute();
}

export async function setLogoReference(
  db: DbOrTx,
  accountId: number,
  reference: string | null,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ logoImage: reference })
    .where('id', '=', accountId)
    .execute();
}
