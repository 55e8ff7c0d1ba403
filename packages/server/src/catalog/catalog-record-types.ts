import { z } from 'zod';
import type { RecordType } from '#server/exchange/record-type.ts';
import { PUBLIC_ONLY, type FetchPolicy } from '#server/files/public-fetch.ts';
import { articleNumberField } from './catalog-import-fields.ts';
import { articleSchema, type ArticleRecord } from './article-record.ts';
import { articleCsv } from './article-record-csv.ts';
import { checkArticles } from './article-check.ts';
import { applyArticles, finishArticles, removeArticles } from './article-import.service.ts';
import { exportArticles } from './article-export.ts';
import { findStoredNumbers } from './article-import.repository.ts';
import {
  DEFAULT_PICTURE_LIMITS,
  pictureDirectory,
  type PictureOptions,
} from './article-pictures.ts';
import { campaignRecordType } from './campaign-record-type.ts';
import {
  categoryRecordType,
  producerRecordType,
  productTypeRecordType,
  themeRecordType,
} from './reference-record-types.ts';
import { stockPriceRecordType } from './stock-price-record-type.ts';

/**
 * The catalog's record types of the operator import (docs/operator-guide/catalog.md,
 * docs/decisions/092-catalog-import.md): reference data first, then articles, removals, and the
 * stock and price delta. Article pictures are stored under the data directory, so the list is
 * made for the shop's DATA_DIR.
 */

export interface CatalogImportOptions {
  dataDir: string;
  /** bounds of a fetched picture; tests lower them */
  pictureLimits?: { maxBytes: number; timeoutMs: number };
  /** the hosts a picture's address may name: public ones only unless the shop allows more */
  fetchPolicy?: FetchPolicy;
}

function articleRecordType(pictures: PictureOptions): RecordType<ArticleRecord> {
  return {
    type: 'article',
    csvName: 'articles',
    scope: 'catalog',
    order: 20,
    schema: articleSchema,
    csv: articleCsv,
    key: (record) => record.articleNumber,
    check: (db, batch, keys, run) => checkArticles(db, pictures, batch, keys, run),
    apply: (tx, batch, context) => applyArticles(tx, pictures, batch, context),
    finish: finishArticles,
    exportAll: exportArticles,
  };
}

export interface ArticleRemovalRecord {
  articleNumber: string;
}

/**
 * `{"type":"articleRemoval","articleNumber":"X"}`: takes a stored article off sale in either
 * mode, as replace mode does with the articles it does not name. Never deleted: orders,
 * invoices and open orders name it. The export has no removals.
 */
export const articleRemovalRecordType: RecordType<ArticleRemovalRecord> = {
  type: 'articleRemoval',
  csvName: 'articleRemovals',
  scope: 'catalog',
  order: 25,
  schema: z.strictObject({ articleNumber: articleNumberField }),
  csv: {
    columns: ['articleNumber'],
    required: ['articleNumber'],
    fromRow: (cells) => ({
      ...(cells.articleNumber !== undefined ? { articleNumber: cells.articleNumber } : {}),
    }),
    toRow: (record) => ({ articleNumber: record.articleNumber }),
  },
  key: (record) => record.articleNumber,
  async check(db, batch, keys) {
    const stored = await findStoredNumbers(
      db,
      batch.map((item) => item.record.articleNumber),
    );
    return batch.flatMap((item) => {
      const number = item.record.articleNumber;
      const problem = (code: string, message: string) => ({
        file: item.file,
        line: item.line,
        type: 'articleRemoval',
        key: number,
        field: 'articleNumber',
        code,
        message,
      });
      if (keys.has('article', number))
        return [problem('REMOVED_AND_IMPORTED', `article ${number} is both imported and removed`)];
      if (!stored.has(number))
        return [problem('UNKNOWN_ARTICLE', `article ${number} is not stored`)];
      return [];
    });
  },
  apply: (tx, batch, context) =>
    removeArticles(
      tx,
      batch.map((item) => item.record.articleNumber),
      context,
    ),
  // eslint-disable-next-line require-yield -- removals are not stored, so none is exported
  async *exportAll() {
    return;
  },
};

/** Every catalog record type, for the import registry. */
export function createCatalogRecordTypes(
  options: CatalogImportOptions,
): readonly RecordType<unknown>[] {
  const pictures: PictureOptions = {
    directory: pictureDirectory(options.dataDir),
    ...(options.pictureLimits ?? DEFAULT_PICTURE_LIMITS),
    fetchPolicy: options.fetchPolicy ?? PUBLIC_ONLY,
  };
  const types = [
    producerRecordType,
    productTypeRecordType,
    categoryRecordType,
    themeRecordType,
    campaignRecordType,
    articleRecordType(pictures),
    articleRemovalRecordType,
    stockPriceRecordType,
  ];
  return types as unknown as readonly RecordType<unknown>[];
}
