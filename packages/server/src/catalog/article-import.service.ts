import { recordDateMoves } from './article-date-changes.service.ts';
import { recordArticleEvents } from './article-events.service.ts';
import type { Insertable, Transaction } from 'kysely';
import { announceCustomerEvents, type CustomerEvent } from '#server/events/customer-events.ts';
import type { ApplyContext, Located, SeenKeys } from '#server/exchange/record-type.ts';
import type { Articles, DB } from '#server/db/tables.ts';
import type { ArticleRecord } from './article-record.ts';
import {
  ARTICLE_PARTS,
  findArticlesByNumber,
  findParts,
  findSaleColumns,
  pageSaleColumns,
  replacePart,
  updateArticles,
  upsertArticles,
  type ArticlePart,
  type ArticleRow,
  type OffSaleCandidate,
} from './article-import.repository.ts';
import { findCampaignsByCode } from './catalog-import.repository.ts';
import {
  changedParts,
  emptyParts,
  groupParts,
  rowsOfRecord,
  sameValues,
  type ArticleRows,
  type PartRows,
} from './article-record-rows.ts';
import { resolvePicture, type PictureOptions } from './article-pictures.ts';

/**
 * Applies article records (docs/decisions/092-catalog-import.md): the batch's stored state is
 * read in one query per table, each record is compared with it part by part, and only what
 * differs is written, in multi-row statements. An article that changed in any part gets the
 * import's time as updated_at (the search index looks for it) and its id in changedArticleIds;
 * one that did not is not written at all.
 */

interface Planned {
  number: string;
  stored: ArticleRow | undefined;
  rows: ArticleRows;
  parts: readonly ArticlePart[];
}

async function resolveAll(
  options: PictureOptions,
  references: readonly string[],
): Promise<string[]> {
  return Promise.all(references.map((reference) => resolvePicture(options, reference)));
}

/** What each record asks for, beside what is stored of it. */
async function plan(
  tx: Transaction<DB>,
  options: PictureOptions,
  batch: readonly Located<ArticleRecord>[],
  today: string,
): Promise<Planned[]> {
  const records = batch.map((item) => item.record);
  const stored = await findArticlesByNumber(
    tx,
    records.map((record) => record.articleNumber),
  );
  const byNumber = new Map(stored.map((row) => [row.articleNumber, row]));
  const [parts, campaigns] = await Promise.all([
    findParts(
      tx,
      stored.map((row) => row.id),
    ),
    findCampaignsByCode(
      tx,
      records.flatMap((record) => (record.campaignCode ? [record.campaignCode] : [])),
    ),
  ]);
  const partsById = groupParts(parts);
  const campaignIds = new Map(campaigns.map((campaign) => [campaign.code, campaign.id]));
  const planned: Planned[] = [];
  for (const record of records) {
    const before = byNumber.get(record.articleNumber);
    const rows = rowsOfRecord(record, {
      campaignId: record.campaignCode ? (campaignIds.get(record.campaignCode) ?? null) : null,
      images: await resolveAll(options, record.images ?? []),
      gpsrImages: await resolveAll(options, record.gpsr?.images ?? []),
      inshopDate: record.inshopDate ?? (before ? before.inshopDate : today),
    });
    const storedParts: PartRows = before
      ? (partsById.get(before.id) ?? emptyParts())
      : emptyParts();
    planned.push({
      number: record.articleNumber,
      stored: before,
      rows,
      parts: before
        ? changedParts(rows.parts, storedParts)
        : ARTICLE_PARTS.filter((part) => rows.parts[part].length > 0),
    });
  }
  return planned;
}

/** Writes the changed parts: the stored rows of a changed part go, the record's rows come. */
async function writeParts(
  tx: Transaction<DB>,
  planned: readonly Planned[],
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  for (const part of ARTICLE_PARTS) {
    const touched = planned.filter((item) => item.parts.includes(part));
    if (touched.length === 0) continue;
    const replaced = touched.flatMap((item) => (item.stored ? [item.stored.id] : []));
    const rows = touched.flatMap((item) => {
      const articleId = item.stored?.id ?? ids.get(item.number)!;
      return (item.rows.parts[part] as object[]).map((row) => ({ articleId, ...row }));
    });
    await replacePart(tx, part, replaced, rows as Insertable<DB[typeof part]>[]);
  }
}

/**
 * A stored release date the import moves (docs/decisions/140-retailer-webhooks.md): an event of
 * the article, whose customers with open orders of it the webhooks find.
 */
function releaseDateMoved(item: Planned): CustomerEvent[] {
  const from = item.stored?.releaseDate ?? null;
  const to = item.rows.values.releaseDate ?? null;
  if (from === null || from === to) return [];
  return [
    {
      accountId: null,
      type: 'release-date.moved',
      subject: item.number,
      data: { articleNumber: item.number, from, to },
    },
  ];
}

/** A stored article without stock that the record gives stock again. */
const cameBackInStock = (item: Planned) =>
  item.stored?.stockQuantity === 0 && (item.rows.values.stockQuantity ?? 0) > 0;

export async function applyArticles(
  tx: Transaction<DB>,
  options: PictureOptions,
  batch: readonly Located<ArticleRecord>[],
  context: ApplyContext,
): Promise<void> {
  const today = context.now.slice(0, 10);
  const planned = await plan(tx, options, batch, today);
  const changed = planned.filter(
    (item) => !item.stored || item.parts.length > 0 || !sameValues(item.rows.values, item.stored),
  );
  context.counts.unchanged += planned.length - changed.length;
  if (changed.length === 0) return;
  const ids = await upsertArticles(
    tx,
    changed.map((item): Insertable<Articles> => ({ ...item.rows.values, updatedAt: context.now })),
  );
  await writeParts(tx, changed, ids);
  await announceCustomerEvents(tx, changed.flatMap(releaseDateMoved));
  await recordDateMoves(
    tx,
    changed.flatMap((item) =>
      item.stored
        ? [{ articleNumber: item.number, before: item.stored, after: item.rows.values }]
        : [],
    ),
    context.now,
  );
  await recordArticleEvents(
    tx,
    {
      created: changed.filter((item) => !item.stored).map((item) => item.number),
      backInStock: changed.filter(cameBackInStock).map((item) => item.number),
    },
    context.now,
  );
  for (const item of changed) {
    if (item.stored) context.counts.updated++;
    else context.counts.created++;
    context.changedArticleIds.add(item.stored?.id ?? ids.get(item.number)!);
  }
}

// --- taking articles off sale -------------------------------------------------------------------

const OFF_SALE_PAGE = 5000;

const isOffSale = (row: OffSaleCandidate) =>
  row.state === 'soldOut' && row.stockQuantity === 0 && row.soldOutDate !== null;

/**
 * Takes articles off sale without deleting them (orders, invoices and open orders name them):
 * sold out, no stock, sold out since today unless a day is stored. The search leaves sold-out
 * articles out of lists and the basket flags them; the archive still finds them.
 */
async function takeOffSale(
  tx: Transaction<DB>,
  rows: readonly OffSaleCandidate[],
  context: ApplyContext,
): Promise<void> {
  const today = context.now.slice(0, 10);
  const due = rows.filter((row) => !isOffSale(row));
  const withDay = due.filter((row) => row.soldOutDate !== null).map((row) => row.id);
  const withoutDay = due.filter((row) => row.soldOutDate === null).map((row) => row.id);
  const values = { state: 'soldOut', stockQuantity: 0, updatedAt: context.now };
  if (withDay.length > 0) await updateArticles(tx, withDay, values);
  if (withoutDay.length > 0)
    await updateArticles(tx, withoutDay, { ...values, soldOutDate: today });
  for (const row of due) context.changedArticleIds.add(row.id);
  context.counts.removed += due.length;
}

/**
 * Replace mode: every stored article the import did not name is taken off sale. An import
 * without any article record leaves the articles alone (a file of producers in replace mode
 * must not empty the shop).
 */
export async function finishArticles(
  tx: Transaction<DB>,
  seen: SeenKeys,
  context: ApplyContext,
): Promise<void> {
  if (seen.size === 0) return;
  let after: string | null = null;
  for (;;) {
    const page = await pageSaleColumns(tx, after, OFF_SALE_PAGE);
    await takeOffSale(
      tx,
      page.filter((row) => !seen.has(row.articleNumber)),
      context,
    );
    if (page.length < OFF_SALE_PAGE) return;
    after = page[page.length - 1]!.articleNumber;
  }
}

/** Takes the named articles off sale (the removal records); unknown numbers were refused by the check. */
export async function removeArticles(
  tx: Transaction<DB>,
  numbers: readonly string[],
  context: ApplyContext,
): Promise<void> {
  const rows = await findSaleColumns(tx, numbers);
  await takeOffSale(tx, rows, context);
  context.counts.unchanged += rows.filter(isOffSale).length;
}
