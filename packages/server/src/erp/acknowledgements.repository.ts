import type { DbOrTx } from '#server/db/database.ts';

export type AcknowledgedKind = 'order' | 'registration';

/** Stores acknowledgements; one already stored stays as it was (the first one counts). */
export async function insertAcknowledgements(
  db: DbOrTx,
  kind: AcknowledgedKind,
  subjects: readonly string[],
  context: { at: string; tokenName: string | null },
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insertInto('erpAcknowledgements')
    .values(
      subjects.map((subject) => ({
        kind,
        subject,
        acknowledgedAt: context.at,
        tokenName: context.tokenName,
      })),
    )
    .onConflict((oc) => oc.columns(['kind', 'subject']).doNothing())
    .execute();
}
