import type { DbOrTx } from '#server/db/database.ts';

/** Reads of the shell's content: banners, partners, FAQ, pages, pictures and settings. */

export function findBanners(db: DbOrTx, place: number) {
  return db
    .selectFrom('banners')
    .select(['code', 'image', 'link', 'titles', 'texts', 'actions'])
    .where('place', '=', place)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPartners(db: DbOrTx, onlySlider: boolean) {
  let query = db
    .selectFrom('partners')
    .select(['code', 'name', 'names', 'url', 'logo'])
    .orderBy('sort')
    .orderBy('id');
  if (onlySlider) query = query.where('inSlider', '=', 1);
  return query.execute();
}

export function findFaqLanguages(db: DbOrTx) {
  return db
    .selectFrom('faqGroups')
    .select('language')
    .distinct()
    .where('kind', '=', 'general')
    .execute();
}

export function findFaq(db: DbOrTx, language: string) {
  return db
    .selectFrom('faqGroups as g')
    .leftJoin('faqQuestions as q', 'q.groupId', 'g.id')
    .select([
      'g.id as groupId',
      'g.code',
      'g.title',
      'q.id as questionId',
      'q.question',
      'q.answer',
    ])
    .where('g.kind', '=', 'general')
    .where('g.language', '=', language)
    .orderBy('g.sort')
    .orderBy('g.id')
    .orderBy('q.sort')
    .orderBy('q.id')
    .execute();
}

export function findPageLanguages(db: DbOrTx, page: string) {
  return db.selectFrom('contentPages').select('language').where('page', '=', page).execute();
}

export function findPage(db: DbOrTx, page: string, language: string) {
  return db
    .selectFrom('contentPages')
    .select(['title', 'markdown'])
    .where('page', '=', page)
    .where('language', '=', language)
    .executeTakeFirst();
}

export function findImageSizes(db: DbOrTx, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contentImages')
    .select(['name', 'width', 'height'])
    .where('name', 'in', names)
    .execute();
}

export function findImage(db: DbOrTx, name: string) {
  return db
    .selectFrom('contentImages')
    .select(['contentType', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function findSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('contentSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export function findDocumentLanguages(db: DbOrTx, document: string) {
  return db
    .selectFrom('contentDocuments')
    .select('language')
    .where('document', '=', document)
    .execute();
}

export function findDocument(db: DbOrTx, document: string, language: string) {
  return db
    .selectFrom('contentDocuments')
    .select('data')
    .where('document', '=', document)
    .where('language', '=', language)
    .executeTakeFirst();
}
