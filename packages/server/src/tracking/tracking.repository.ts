import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { TrackingEvents } from '#server/db/tables.ts';

export type NewTrackingEvent = Insertable<TrackingEvents>;

export async function insertTrackingEvents(
  db: DbOrTx,
  rows: readonly NewTrackingEvent[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('trackingEvents')
    .values([...rows])
    .execute();
}
