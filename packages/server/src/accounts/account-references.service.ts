import type { DbOrTx } from '#server/db/database.ts';
import { problemOf } from '#server/exchange/csv-cells.ts';
import type { ImportKeys, ImportProblem, Located } from '#server/exchange/record-type.ts';
import { accountsByCustomerNumber } from './accounts.service.ts';

/**
 * The check every imported document makes of the account it names: the customer number is a
 * stored account (not deleted) or an account of the same import
 * (docs/decisions/093-account-and-document-import.md).
 */
export async function unknownAccounts<R extends { customerNumber: string }>(
  db: DbOrTx,
  batch: readonly Located<R>[],
  keys: ImportKeys,
  describe: { type: string; key: (record: R) => string },
): Promise<ImportProblem[]> {
  const stored = await accountsByCustomerNumber(
    db,
    batch.map((located) => located.record.customerNumber),
  );
  return batch
    .filter(
      ({ record }) =>
        !stored.has(record.customerNumber) && !keys.has('account', record.customerNumber),
    )
    .map((located) =>
      problemOf(located, {
        type: describe.type,
        key: describe.key(located.record),
        field: 'customerNumber',
        code: 'UNKNOWN_ACCOUNT',
        message: `no account ${located.record.customerNumber} in the shop or in this import`,
      }),
    );
}

/** Account ids of the batch's customer numbers, inside the import's transaction (accounts come first). */
export async function accountIdsOf(
  db: DbOrTx,
  customerNumbers: readonly string[],
): Promise<Map<string, number>> {
  const accounts = await accountsByCustomerNumber(db, customerNumbers);
  return new Map([...accounts].map(([number, account]) => [number, account.id]));
}
