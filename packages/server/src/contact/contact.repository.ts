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

/** Stores the request; answers its id. */
export async function insertContactRequest(db: DbOrTx, row: NewContactRequest): Promise<number> {
  const { id } = await db
    .insertInto('contactRequests')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
