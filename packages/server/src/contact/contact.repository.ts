import type { DbOrTx } from '#server/db/database.ts';

export interface NewContactRequest {
  kind: string;
  question: string;
  email: string;
  message: string;
  language: string;
  shop: string;
  accountId: number | null;
  createdAt: string;
}

export async function insertContactRequest(db: DbOrTx, row: NewContactRequest): Promise<void> {
  await db.insertInto('contactRequests').values(row).execute();
}
