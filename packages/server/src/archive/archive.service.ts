import type { FastifyReply } from 'fastify';
import {
  DEFAULT_PRODUCT_ARCHIVE_SORT,
  PRODUCT_ARCHIVE_SORTS,
  type ProductArchiveItem,
  type ProductArchiveParameters,
  type ProductArchiveResponse,
} from '@shop/domain/api/product-archive.ts';
import { pageOffset } from '@shop/domain/rules/paging.ts';
import type { Language } from '@shop/domain/shops.ts';
import { csvStyle, formatCsvDate, type CsvFormat } from '@shop/domain/rules/csv-format.ts';
import type { Customer } from '#server/auth/customer.ts';
import { articleImagePath } from '@shop/domain/rules/article-picture-path.ts';
import { localizedName } from '#server/catalog/localized-name.ts';
import { sendCsv, type CsvColumn } from '#server/csv/csv-reply.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { loadTranslations } from '#server/i18n/i18n.service.ts';
import {
  countArchive,
  findArchivePage,
  findArchiveProducers,
  type ArchiveFilter,
  type ArchiveOrderKey,
  type ArchiveRow,
} from './archive.repository.ts';

/** The product archive, the sold-out articles (docs/decisions/041-product-archive.md). */

/** Rows the CSV export reads at a time. */
const CSV_CHUNK = 500;

const ORDER_KEYS: Record<string, ArchiveOrderKey> = {
  name: 'name',
  producer: 'producer',
  articleNumber: 'articleNumber',
  soldOutDate: 'soldOutDate',
};

function orderOf(sort: number): { key: ArchiveOrderKey; direction: 'asc' | 'desc' } {
  const name = PRODUCT_ARCHIVE_SORTS[sort] ?? PRODUCT_ARCHIVE_SORTS[DEFAULT_PRODUCT_ARCHIVE_SORT];
  const match = /^(.*)(Asc|Desc)$/.exec(name)!;
  return { key: ORDER_KEYS[match[1]!]!, direction: match[2] === 'Asc' ? 'asc' : 'desc' };
}

/** The first day of a period of `days` days ending today; null for 0 (all time). */
export function periodStart(days: number, today: string): string | null {
  if (days === 0) return null;
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - days);
  return start.toISOString().slice(0, 10);
}

function filterOf(parameters: ProductArchiveParameters, today: string): ArchiveFilter {
  const search = parameters.search?.trim().toLowerCase() ?? '';
  return {
    language: parameters.language,
    since: periodStart(parameters.timePeriod, today),
    search: search === '' ? null : search,
    producerId: parameters.producer ? parameters.producer : null,
  };
}

function toItem(row: ArchiveRow, language: Language): ProductArchiveItem {
  return {
    main_number_for_variants: row.mainArticleNumber ?? row.articleNumber,
    articleNumber: row.articleNumber,
    soldOutDate: row.soldOutDate ?? '',
    name: row.name ?? row.fallbackName ?? row.articleNumber,
    producer:
      row.producerName === null
        ? null
        : localizedName(row.producerNames, language, row.producerName),
    image: row.image ?? articleImagePath(row.articleNumber),
    barcode: row.barcode,
  };
}

/** The archive is the caller's shop's: a request naming another shop is refused. */
function assertOwnShop(customer: Customer, parameters: ProductArchiveParameters): void {
  if (parameters.shop !== customer.shop) {
    throw new AppError(403, 'FORBIDDEN_SHOP', 'The product archive of another shop is not yours');
  }
}

/** One page of the archive with the producers to filter by and the number of matches. */
export async function productArchivePage(
  db: DbOrTx,
  customer: Customer,
  parameters: ProductArchiveParameters,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<ProductArchiveResponse> {
  assertOwnShop(customer, parameters);
  const filter = filterOf(parameters, today);
  const order = orderOf(parameters.sort ?? DEFAULT_PRODUCT_ARCHIVE_SORT);
  const limit = parameters.countPageItems;
  const [rows, totalCount, producers] = await Promise.all([
    findArchivePage(db, filter, order, { offset: pageOffset(parameters.page, limit), limit }),
    countArchive(db, filter),
    findArchiveProducers(db, filter),
  ]);
  return {
    productArchiveItems: rows.map((row) => toItem(row, parameters.language)),
    producers: producers.map((producer) => ({
      id: producer.id,
      name: localizedName(producer.names, parameters.language, producer.name),
      count: Number(producer.count),
    })),
    totalCount,
  };
}

async function* allItems(
  db: DbOrTx,
  filter: ArchiveFilter,
  order: { key: ArchiveOrderKey; direction: 'asc' | 'desc' },
  language: Language,
): AsyncGenerator<ProductArchiveItem> {
  for (let offset = 0; ; offset += CSV_CHUNK) {
    const rows = await findArchivePage(db, filter, order, { offset, limit: CSV_CHUNK });
    for (const row of rows) yield toItem(row, language);
    if (rows.length < CSV_CHUNK) return;
  }
}

/**
 * Every matching item (all pages) as a CSV download, headings in the request's language, in the
 * buyer's spreadsheet format; `csv.datePattern` is the operator's CSV_DATE_FORMAT.
 */
export async function sendProductArchiveCsv(
  db: DbOrTx,
  reply: FastifyReply,
  customer: Customer,
  parameters: ProductArchiveParameters,
  csv: { format: CsvFormat | undefined; datePattern: string | undefined },
  today: string = new Date().toISOString().slice(0, 10),
): Promise<FastifyReply> {
  assertOwnShop(customer, parameters);
  const texts = (await loadTranslations(db, parameters.language)).resources.account ?? {};
  const heading = (key: string, english: string) => texts[`archive.csv.${key}`] ?? english;
  const style = csvStyle(parameters.language, csv.format, csv.datePattern);
  const columns: CsvColumn<ProductArchiveItem>[] = [
    {
      header: heading('articleNumber', 'Article number'),
      value: (i) => i.main_number_for_variants,
    },
    { header: heading('name', 'Name'), value: (i) => i.name },
    { header: heading('producer', 'Producer'), value: (i) => i.producer },
    { header: heading('ean', 'EAN'), value: (i) => i.barcode },
    {
      header: heading('soldOutDate', 'Sold out on'),
      value: (i) => formatCsvDate(i.soldOutDate, style.datePattern),
    },
  ];
  const filter = filterOf(parameters, today);
  const order = orderOf(parameters.sort ?? DEFAULT_PRODUCT_ARCHIVE_SORT);
  return sendCsv(
    reply,
    `product-archive-${today}.csv`,
    style,
    columns,
    allItems(db, filter, order, parameters.language),
  );
}
