import type { DbOrTx } from '#server/db/database.ts';
import type {
  CheckContext,
  ImportKeys,
  ImportProblem,
  Located,
} from '#server/exchange/record-type.ts';
import type { ArticleRecord } from './article-record.ts';
import { findPicturePathsInUse, findStoredNumbers } from './article-import.repository.ts';
import {
  findCampaignsByCode,
  findExistingIds,
  type NamedTable,
} from './catalog-import.repository.ts';
import {
  PictureRefused,
  checkPicturePath,
  eachLimited,
  fetchPicture,
  isPictureAddress,
  noneFetched,
  removeFetched,
  type FetchedPictures,
  type PictureOptions,
} from './article-pictures.ts';

/**
 * The checks of article records that need the rest of the import or the database: the main
 * article a size names, the producers, types, themes, categories and campaign it names, and
 * its pictures (fetched here, so a bad picture refuses the whole file before anything is
 * written). EANs are not required to be unique: a damaged-packaging copy shares its article's.
 */

const PICTURE_FETCHES_AT_ONCE = 8;

interface Reference {
  field: string;
  type: string;
  table: NamedTable;
  ids: (record: ArticleRecord) => readonly number[];
}

const REFERENCES: readonly Reference[] = [
  {
    field: 'producerDbId',
    type: 'producer',
    table: 'producers',
    ids: (r) => (r.producerDbId ? [r.producerDbId] : []),
  },
  {
    field: 'productTypeDbId',
    type: 'productType',
    table: 'productTypes',
    ids: (r) => (r.productTypeDbId ? [r.productTypeDbId] : []),
  },
  { field: 'themeDbIds', type: 'theme', table: 'themes', ids: (r) => r.themeDbIds ?? [] },
  {
    field: 'categoryDbIds',
    type: 'category',
    table: 'categories',
    ids: (r) => r.categoryDbIds ?? [],
  },
];

type Problem = (item: Located<ArticleRecord>, field: string, code: string, message: string) => void;

function collector(problems: ImportProblem[], type: string): Problem {
  return (item, field, code, message) =>
    problems.push({
      file: item.file,
      line: item.line,
      type,
      key: item.record.articleNumber,
      field,
      code,
      message,
    });
}

async function checkReferences(
  db: DbOrTx,
  batch: readonly Located<ArticleRecord>[],
  keys: ImportKeys,
  problem: Problem,
): Promise<void> {
  for (const reference of REFERENCES) {
    const outside = batch.flatMap((item) =>
      reference.ids(item.record).filter((id) => !keys.has(reference.type, String(id))),
    );
    const stored = await findExistingIds(db, reference.table, outside);
    for (const item of batch) {
      reference.ids(item.record).forEach((id, index) => {
        if (keys.has(reference.type, String(id)) || stored.has(id)) return;
        const field = reference.field.endsWith('s')
          ? `${reference.field}.${index}`
          : reference.field;
        problem(
          item,
          field,
          'UNKNOWN_REFERENCE',
          `${reference.type} ${id} is neither in this import nor stored`,
        );
      });
    }
  }
  const codes = batch.flatMap((item) => {
    const code = item.record.campaignCode;
    return code && !keys.has('campaign', code) ? [code] : [];
  });
  const campaigns = new Set((await findCampaignsByCode(db, codes)).map((row) => row.code));
  for (const item of batch) {
    const code = item.record.campaignCode;
    if (code && !keys.has('campaign', code) && !campaigns.has(code))
      problem(
        item,
        'campaignCode',
        'UNKNOWN_REFERENCE',
        `campaign ${code} is neither in this import nor stored`,
      );
  }
}

/** A size names its main article, which must be in the import or stored. */
async function checkMainArticles(
  db: DbOrTx,
  batch: readonly Located<ArticleRecord>[],
  keys: ImportKeys,
  problem: Problem,
): Promise<void> {
  const mainOf = (record: ArticleRecord) =>
    record.mainArticleNumber && record.mainArticleNumber !== record.articleNumber
      ? record.mainArticleNumber
      : null;
  const outside = batch.flatMap((item) => {
    const main = mainOf(item.record);
    return main && !keys.has('article', main) ? [main] : [];
  });
  const stored = await findStoredNumbers(db, outside);
  for (const item of batch) {
    const main = mainOf(item.record);
    if (main && !keys.has('article', main) && !stored.has(main))
      problem(
        item,
        'mainArticleNumber',
        'UNKNOWN_MAIN_ARTICLE',
        `main article ${main} is neither in this import nor stored`,
      );
  }
}

/** Fetches every picture address and looks for every picture path, a few at a time. */
async function checkPictures(
  options: PictureOptions,
  batch: readonly Located<ArticleRecord>[],
  problem: Problem,
  fetched: FetchedPictures,
): Promise<void> {
  const pictures = batch.flatMap((item) => [
    ...(item.record.images ?? []).map((reference, index) => ({
      item,
      field: `images.${index}`,
      reference,
    })),
    ...(item.record.gpsr?.images ?? []).map((reference, index) => ({
      item,
      field: `gpsr.images.${index}`,
      reference,
    })),
  ]);
  await eachLimited(pictures, PICTURE_FETCHES_AT_ONCE, async ({ item, field, reference }) => {
    try {
      if (isPictureAddress(reference)) await fetchPicture(options, reference, fetched);
      else await checkPicturePath(options, reference);
    } catch (error) {
      if (!(error instanceof PictureRefused)) throw error;
      problem(item, field, error.code, `${reference}: ${error.message}`);
    }
  });
}

export async function checkArticles(
  db: DbOrTx,
  options: PictureOptions,
  batch: readonly Located<ArticleRecord>[],
  keys: ImportKeys,
  run: CheckContext,
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const problem = collector(problems, 'article');
  await checkMainArticles(db, batch, keys, problem);
  await checkReferences(db, batch, keys, problem);
  const fetched = noneFetched();
  // registered first: a fetch that fails half-way through the batch is swept as well
  run.ifNotApplied(() =>
    removeFetched(options, fetched, (paths) => findPicturePathsInUse(db, paths)),
  );
  await checkPictures(options, batch, problem, fetched);
  return problems;
}
