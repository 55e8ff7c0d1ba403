import type { DbOrTx } from '#server/db/database.ts';

export function findPoll(db: DbOrTx, hash: string) {
  return db
    .selectFrom('polls')
    .select(['id', 'hash', 'titles', 'questions'])
    .where('hash', '=', hash)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function findOptions(db: DbOrTx, pollId: number) {
  return db
    .selectFrom('pollOptions')
    .select(['id', 'code', 'labels'])
    .where('pollId', '=', pollId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function hasVoted(db: DbOrTx, pollId: number, voter: string): Promise<boolean> {
  const row = await db
    .selectFrom('pollVotes')
    .select('id')
    .where('pollId', '=', pollId)
    .where('voter', '=', voter)
    .executeTakeFirst();
  return row !== undefined;
}

export function countVotes(db: DbOrTx, pollId: number) {
  return db
    .selectFrom('pollVotes')
    .select((eb) => ['optionId', eb.fn.countAll<number | string>().as('votes')])
    .where('pollId', '=', pollId)
    .groupBy('optionId')
    .execute();
}

export async function insertVote(
  db: DbOrTx,
  vote: {
    pollId: number;
    optionId: number;
    voter: string;
    accountId: number | null;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto('pollVotes').values(vote).execute();
}
