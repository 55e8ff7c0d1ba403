import type { DbOrTx } from '#server/db/database.ts';

export interface NewUpload {
  reference: string;
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
  purpose: string;
  accountId?: number | null;
  createdAt: string;
}

export async function insertUpload(db: DbOrTx, upload: NewUpload): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export interface UploadRow {
  reference: string;
  accountId: number | null;
  purpose: string;
  originalName: string;
}

export function findUpload(db: DbOrTx, reference: string): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .select(['reference', 'accountId', 'purpose', 'originalName'])
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function assignUploadToAccount(
  db: DbOrTx,
  reference: string,
  accountId: number,
): Promise<void> {
  await db.updateTable('uploads').set({ accountId }).where('reference', '=', reference).execute();
}

/**
 * Deletes the uploads created before `before` that no account owns and no registration refers
 * to, in one statement, so a registration made meanwhile keeps its file; answers their files.
 */
export async function deleteUnclaimedUploads(db: DbOrTx, before: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('uploads')
    .where('accountId', 'is', null)
    .where('createdAt', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('registrations')
            .select('registrations.id')
            .whereRef('registrations.uploadReference', '=', 'uploads.reference'),
        ),
      ),
    )
    .returning('storedName')
    .execute();
  return rows.map((row) => row.storedName);
}

/** Which of these stored file names have an upload row. */
export async function findStoredNames(db: DbOrTx, storedNames: string[]): Promise<Set<string>> {
  if (storedNames.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('storedName')
    .where('storedName', 'in', storedNames)
    .execute();
  return new Set(rows.map((row) => row.storedName));
}

/** Deletes an account's upload rows; answers their stored file names. */
export async function deleteUploadsOf(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('uploads')
    .where('accountId', '=', accountId)
    .returning('storedName')
    .execute();
  return rows.map((row) => row.storedName);
}

export function findStoredFile(db: DbOrTx, reference: string) {
  return db
    .selectFrom('uploads')
    .select(['accountId', 'storedName', 'mimeType'])
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Deletes one upload row of an account; answers its stored file name, if there was one. */
export async function deleteAccountUpload(
  db: DbOrTx,
  accountId: number,
  reference: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('uploads')
    .where('accountId', '=', accountId)
    .where('reference', '=', reference)
    .returning('storedName')
    .execute();
  return rows.map((row) => row.storedName);
}
