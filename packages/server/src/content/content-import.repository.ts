import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { DB } from '#server/db/tables.ts';

/** Writes and reads of the operator's content import and export (content-import.service.ts). */

/** Empties the tables an import replaces as a whole (the GPSR FAQ is not the shell's). */
export async function deleteReplacedContent(db: DbOrTx): Promise<void> {
  await db.deleteFrom('banners').execute();
  await db.deleteFrom('partners').execute();
  await db.deleteFrom('faqGroups').where('kind', '=', 'general').execute();
  await db.deleteFrom('contentPages').execute();
  await db.deleteFrom('vacancies').execute();
  await db.deleteFrom('contentImages').execute();
  await db.deleteFrom('contentDocuments').execute();
  await db.deleteFrom('contentSettings').execute();
}

type Table =
  | 'banners'
  | 'partners'
  | 'contentPages'
  | 'vacancies'
  | 'contentImages'
  | 'contentDocuments'
  | 'contentSettings';

export async function insertRows<T extends Table>(
  db: DbOrTx,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  // a few hundred rows at most; batches keep PostgreSQL's parameter limit far away
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 100) as never)
      .execute();
  }
}

export async function insertFaqGroup(
  db: DbOrTx,
  group: { code: string; language: string; title: string; sort: number },
  questions: { question: string; answer: string }[],
): Promise<void> {
  const { id } = await db
    .insertInto('faqGroups')
    .values({ kind: 'general', ...group })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (questions.length === 0) return;
  await db
    .insertInto('faqQuestions')
    .values(questions.map((q, sort) => ({ groupId: id, sort, ...q })))
    .execute();
}

// --- polls keep their answers: matched by hash and option code --------------------------

export function findPollIds(db: DbOrTx) {
  return db.selectFrom('polls').select(['id', 'hash']).execute();
}

export async function deletePollsExcept(db: DbOrTx, hashes: string[]): Promise<void> {
  let query = db.deleteFrom('polls');
  if (hashes.length > 0) query = query.where('hash', 'not in', hashes);
  await query.execute();
}

export async function upsertPoll(
  db: DbOrTx,
  poll: { hash: string; active: number; titles: string; questions: string; sort: number },
  existingId: number | undefined,
): Promise<number> {
  if (existingId !== undefined) {
    await db.updateTable('polls').set(poll).where('id', '=', existingId).execute();
    return existingId;
  }
  const row = await db.insertInto('polls').values(poll).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function replacePollOptions(
  db: DbOrTx,
  pollId: number,
  options: { code: string; labels: string; sort: number }[],
): Promise<void> {
  const codes = options.map((option) => option.code);
  await db
    .deleteFrom('pollOptions')
    .where('pollId', '=', pollId)
    .where('code', 'not in', codes)
    .execute();
  for (const option of options) {
    await db
      .insertInto('pollOptions')
      .values({ pollId, ...option })
      .onConflict((oc) =>
        oc.columns(['pollId', 'code']).doUpdateSet({ labels: option.labels, sort: option.sort }),
      )
      .execute();
  }
}

// --- export -----------------------------------------------------------------------------

export function readAllContent(db: DbOrTx) {
  return Promise.all([
    db.selectFrom('contentSettings').selectAll().execute(),
    db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('partners').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('polls').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('pollOptions').selectAll().orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('faqGroups')
      .selectAll()
      .where('kind', '=', 'general')
      .orderBy('language')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('faqQuestions').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('contentPages').selectAll().orderBy('page').orderBy('language').execute(),
    db.selectFrom('vacancies').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('contentImages').selectAll().orderBy('name').execute(),
    db.selectFrom('contentDocuments').selectAll().orderBy('document').orderBy('language').execute(),
  ]);
}
