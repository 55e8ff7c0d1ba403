/**
 * The demo catalog enters the shop the way an operator's catalog does, through the import
 * (docs/decisions/105-the-demo-through-the-import.md). The generator composes the catalog as
 * rows; this writer turns the catalog's rows into import records with the export's own mapping
 * (so a record says exactly what the stored row would), appends them to a JSON Lines file, and
 * hands every other table (the menu) to the bulk writer.
 */
import fs from 'node:fs';
import type { Transaction } from 'kysely';
import { articleRecordOf } from '#server/catalog/article-export.ts';
import { ARTICLE_PARTS, emptyParts, groupParts } from '#server/catalog/article-record-rows.ts';
import { campaignRecordOf } from '#server/catalog/campaign-record-type.ts';
import { referenceRecordOf } from '#server/catalog/reference-record-types.ts';
import type { DB } from '#server/db/tables.ts';
import type { CatalogSeedResult } from './catalog-seed.ts';
import { RowBatch, toSnakeCase, type BulkWriter, type TableName } from './bulk-writer.ts';

type Row = Record<string, unknown>;
// the stored shapes, as the catalog's export mapping takes them
type ArticleRow = Parameters<typeof articleRecordOf>[0];
type StoredParts = Parameters<typeof groupParts>[0];
type CampaignRow = Parameters<typeof campaignRecordOf>[0];
type NamedTable = Parameters<typeof referenceRecordOf>[0];
type NamedRow = Parameters<typeof referenceRecordOf>[1];

const REFERENCE_TABLES: readonly NamedTable[] = [
  'producers',
  'productTypes',
  'categories',
  'themes',
];
const LINK_OF: Partial<Record<NamedTable, string>> = {
  categories: 'parentId',
  themes: 'producerId',
};
const CATALOG_TABLES = new Set<string>([
  ...REFERENCE_TABLES,
  'campaigns',
  'articles',
  ...ARTICLE_PARTS,
]);

function namedRow(table: NamedTable, row: Row): NamedRow {
  const link = LINK_OF[table];
  return {
    id: row.id as number,
    oldDbId: (row.oldDbId as number | null | undefined) ?? null,
    name: row.name as string,
    names: row.names as string,
    menuOrder: (row.menuOrder as number | null | undefined) ?? null,
    link: link ? ((row[link] as number | null | undefined) ?? null) : null,
  };
}

export class CatalogRecordWriter implements BulkWriter {
  readonly #inner: BulkWriter;
  readonly #fd: number;
  readonly #counts = new Map<string, number>();
  readonly #campaignCodes = new Map<number, string>();
  /** records written to the file so far */
  records = 0;

  constructor(inner: BulkWriter, file: string) {
    this.#inner = inner;
    this.#fd = fs.openSync(file, 'w');
  }

  get counts(): Map<string, number> {
    return new Map([...this.#inner.counts, ...this.#counts]);
  }

  async write(batch: RowBatch): Promise<void> {
    const rest = new RowBatch();
    for (const [table, rows] of batch.tables) {
      if (CATALOG_TABLES.has(table)) {
        const name = toSnakeCase(table);
        this.#counts.set(name, (this.#counts.get(name) ?? 0) + rows.length);
      } else rest.tables.set(table, rows);
    }
    const lines = [...this.#referenceRecords(batch), ...this.#articleRecords(batch)];
    if (lines.length > 0)
      fs.writeSync(this.#fd, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    this.records += lines.length;
    if (rest.tables.size > 0) await this.#inner.write(rest);
  }

  /** Appends records of other types (the demo accounts) to the same file. */
  append(records: readonly object[]): void {
    if (records.length === 0) return;
    fs.writeSync(this.#fd, records.map((line) => JSON.stringify(line)).join('\n') + '\n');
    this.records += records.length;
  }

  close(): void {
    fs.closeSync(this.#fd);
  }

  #referenceRecords(batch: RowBatch): object[] {
    const lines: object[] = [];
    for (const table of REFERENCE_TABLES)
      for (const row of rowsOf(batch, table))
        lines.push(referenceRecordOf(table, namedRow(table, row)));
    for (const row of rowsOf(batch, 'campaigns')) {
      const campaign = row as unknown as CampaignRow;
      this.#campaignCodes.set(campaign.id, campaign.code);
      lines.push({ type: 'campaign', ...campaignRecordOf(campaign) });
    }
    return lines;
  }

  #articleRecords(batch: RowBatch): object[] {
    const articles = rowsOf(batch, 'articles');
    if (articles.length === 0) return [];
    const parts = groupParts(
      Object.fromEntries(
        ARTICLE_PARTS.map((table) => [table, rowsOf(batch, table)]),
      ) as unknown as StoredParts,
    );
    // a column the generator leaves out is undefined, which the mapping reads as null
    return articles.map((row) => {
      const article = row as unknown as ArticleRow;
      return {
        type: 'article',
        ...articleRecordOf(article, parts.get(article.id) ?? emptyParts(), this.#campaignCodes),
      };
    });
  }
}

function rowsOf(batch: RowBatch, table: TableName): Row[] {
  return (batch.tables.get(table) as Row[] | undefined) ?? [];
}

/** The ids the import gave the articles and campaigns, for the accounts, orders and newsletters. */
export async function adoptStoredIds(
  tx: Transaction<DB>,
  catalog: CatalogSeedResult,
): Promise<void> {
  const articleIds = new Map(
    (await tx.selectFrom('articles').select(['id', 'articleNumber']).execute()).map((row) => [
      row.articleNumber,
      row.id,
    ]),
  );
  for (const article of catalog.articles) article.id = articleIds.get(article.articleNumber)!;
  const campaignIds = new Map(
    (await tx.selectFrom('campaigns').select(['id', 'code']).execute()).map((row) => [
      row.code,
      row.id,
    ]),
  );
  for (const campaign of catalog.campaigns) campaign.id = campaignIds.get(campaign.code)!;
}
