import type { DbOrTx } from '#server/db/database.ts';

const COLUMNS = ['id', 'link', 'locations', 'titles', 'bodies', 'images'] as const;

export function findPublishedVacancies(db: DbOrTx) {
  return db
    .selectFrom('vacancies')
    .select(COLUMNS)
    .where('published', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPublishedVacancy(db: DbOrTx, link: string) {
  return db
    .selectFrom('vacancies')
    .select(COLUMNS)
    .where('published', '=', 1)
    .where('link', '=', link)
    .executeTakeFirst();
}
