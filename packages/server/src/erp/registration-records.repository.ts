import { sql } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';

/**
 * Reads of approved registrations and the accounts they opened, for the ERP's records: read
 * only, the registration area writes them (docs/decisions/091-orders-out.md).
 */

function approvedRegistrations(db: DbOrTx) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('accounts as a', 'a.id', 'r.accountId')
    .select([
      'r.id',
      'r.createdAt',
      'r.decidedAt',
      'r.uploadReference',
      'a.id as accountId',
      'a.customerNumber',
      'a.shop',
      'a.language',
      'a.currency',
      'a.email',
      'a.payType',
      'a.shopType',
      'a.taxIdentificationNumber',
      'a.website',
    ])
    .where('r.status', '=', 'approved');
}

export type RegistrationRow = Awaited<ReturnType<typeof findApprovedRegistrationsAfter>>[number];

export async function findApprovedRegistrationsAfter(db: DbOrTx, afterId: number, limit: number) {
  return approvedRegistrations(db)
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function findUnacknowledgedRegistrations(
  db: DbOrTx,
  limit: number,
): Promise<RegistrationRow[]> {
  return approvedRegistrations(db)
    .leftJoin('erpAcknowledgements as k', (join) =>
      join
        .on('k.kind', '=', 'registration')
        .on('k.subject', '=', sql<string>`cast(${sql.ref('r.id')} as text)`),
    )
    .where('k.subject', 'is', null)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function findApprovedRegistrationsById(
  db: DbOrTx,
  ids: readonly number[],
): Promise<RegistrationRow[]> {
  if (ids.length === 0) return [];
  return approvedRegistrations(db).where('r.id', 'in', ids).execute();
}

export async function findPrimaryContactsOf(db: DbOrTx, accountIds: readonly number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('accountContacts')
    .select(['accountId', 'gender', 'firstName', 'lastName', 'email', 'phone'])
    .where('accountId', 'in', accountIds)
    .where('isPrimary', '=', 1)
    .execute();
}
