import { z } from 'zod';
import { SHOP_CODES } from '../shops.ts';
import { PAGE_SIZES, PRODUCT_ARCHIVE_PERIODS } from '../rules/paging.ts';
import { oneLineText } from './text.ts';
import { csvFormatSchema, languageSchema } from './shell.ts';

/**
 * The product archive, the sold-out articles (docs/product/account.md#account-archive). Sort codes
 * 0 to 7 (docs/decisions/041-product-archive.md): each pair is one key ascending, then descending.
 */
export const PRODUCT_ARCHIVE_SORTS = [
  'nameAsc',
  'nameDesc',
  'producerAsc',
  'producerDesc',
  'articleNumberAsc',
  'articleNumberDesc',
  'soldOutDateAsc',
  'soldOutDateDesc',
] as const;
export type ProductArchiveSortName = (typeof PRODUCT_ARCHIVE_SORTS)[number];
export const PRODUCT_ARCHIVE_SORT_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type ProductArchiveSort = (typeof PRODUCT_ARCHIVE_SORT_CODES)[number];
/** Sold-out date, newest first (docs/product/account.md#account-archive-sorts). */
export const DEFAULT_PRODUCT_ARCHIVE_SORT: ProductArchiveSort = 7;
export const MAX_PRODUCT_ARCHIVE_SEARCH = 100;
/** Pages beyond this are refused: 200 items a page reach far past any archive. */
export const MAX_PRODUCT_ARCHIVE_PAGE = 10_000;

const literalUnion = <T extends readonly number[]>(values: T) =>
  z.union(
    values.map((value) => z.literal(value)) as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>],
  );

export const productArchiveParametersSchema = z.strictObject({
  page: z.number().int().min(1).max(MAX_PRODUCT_ARCHIVE_PAGE),
  countPageItems: literalUnion(PAGE_SIZES),
  /** a producer id from the answer's producers; 0 or absent for all (bounded: the id column is a 32-bit integer) */
  producer: z.number().int().min(0).max(999_999_999).optional(),
  sort: literalUnion(PRODUCT_ARCHIVE_SORT_CODES).optional(),
  timePeriod: literalUnion(PRODUCT_ARCHIVE_PERIODS),
  search: oneLineText(MAX_PRODUCT_ARCHIVE_SEARCH).optional(),
  language: languageSchema,
  /** must be the caller's own shop */
  shop: z.enum(SHOP_CODES),
  /** answer a CSV download of every matching item instead of one page */
  csv: z.boolean().optional(),
});
export type ProductArchiveParameters = z.infer<typeof productArchiveParametersSchema>;

export const productArchiveRequestSchema = z.strictObject({
  productArchiveParameters: productArchiveParametersSchema,
  /** with `csv: true`: the spreadsheet format */
  csvFormat: csvFormatSchema.optional(),
});
export type ProductArchiveRequest = z.input<typeof productArchiveRequestSchema>;

export const productArchiveItemSchema = z.object({
  /** the article a buyer opens: the main article of a variant family, else the article itself */
  main_number_for_variants: z.string(),
  articleNumber: z.string(),
  soldOutDate: z.string(),
  name: z.string(),
  producer: z.string().nullable(),
  image: z.string(),
  barcode: z.string().nullable(),
});
export type ProductArchiveItem = z.infer<typeof productArchiveItemSchema>;

export const productArchiveProducerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export type ProductArchiveProducer = z.infer<typeof productArchiveProducerSchema>;

export const productArchiveResponseSchema = z.object({
  productArchiveItems: z.array(productArchiveItemSchema),
  /** the producers of the items matching every filter but the producer, by name */
  producers: z.array(productArchiveProducerSchema),
  totalCount: z.number().int(),
});
export type ProductArchiveResponse = z.infer<typeof productArchiveResponseSchema>;
