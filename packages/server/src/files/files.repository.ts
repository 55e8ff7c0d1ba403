import type { DbOrTx } from '#server/db/database.ts';

export interface NewUpload {
  reference: string;
  storedName: string;
  originalName: string;
  mimeType: string;
  size: number;
  purpose: string;
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
