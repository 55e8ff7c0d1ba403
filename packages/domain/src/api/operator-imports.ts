import { z } from 'zod';
import { oneLineText } from './text.ts';

/**
 * The operator API's imports, jobs and exports (`/operator/v1/…`, docs/decisions/088): the
 * ERP's calls, not the web client's.
 */
export const IMPORT_SCOPES = ['catalog', 'stock-prices', 'accounts', 'documents'] as const;
export const EXPORT_GROUPS = [
  'catalog',
  'stock-prices',
  'accounts',
  'documents',
  'orders',
] as const;
/** records one lean stock-and-price call may carry */
export const MAX_STOCK_PRICE_RECORDS = 10_000;

export const importScopeParamsSchema = z.strictObject({ scope: z.enum(IMPORT_SCOPES) });

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const importQuerySchema = z.strictObject({
  /** the file's name tells its format and, for CSV, its record type: articles.csv, catalog.jsonl */
  name: oneLineText(100)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(jsonl|ndjson|csv)$/,
      'a file name ending .jsonl, .ndjson or .csv',
    )
    .optional()
    .meta({ example: 'articles.csv' }),
  mode: z.enum(['replace', 'delta']).default('delta'),
  dryRun: flag.default(false),
});

export const importProblemSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  type: z.string().nullable(),
  key: z.string().nullable(),
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});

const countsSchema = z.object({
  records: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
});

export const importResultSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  mode: z.enum(['replace', 'delta']),
  records: z.number().int(),
  types: z.record(z.string(), countsSchema),
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
  changedArticles: z.number().int(),
});

export const importJobSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(['queued', 'running', 'succeeded', 'failed']),
    outcome: z.enum(['applied', 'checked', 'refused']).nullable(),
    mode: z.enum(['replace', 'delta']),
    dryRun: z.boolean(),
    files: z.array(z.string()),
    requestedBy: z.string(),
    progress: z
      .object({ phase: z.string(), done: z.number().int(), total: z.number().int().nullable() })
      .nullable(),
    result: importResultSchema.nullable(),
    error: z.string().nullable(),
    attempts: z.number().int(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({
    example: {
      id: 12,
      state: 'succeeded',
      outcome: 'applied',
      mode: 'delta',
      dryRun: false,
      files: ['articles.csv'],
      requestedBy: 'erp',
      progress: { phase: 'applying', done: 2000, total: 2000 },
      result: {
        ok: true,
        dryRun: false,
        mode: 'delta',
        records: 2000,
        types: {
          article: { records: 2000, created: 12, updated: 40, unchanged: 1948, removed: 0 },
        },
        problems: [],
        problemCount: 0,
        changedArticles: 52,
      },
      error: null,
      attempts: 1,
      createdAt: '2026-12-02T08:00:00.000Z',
      finishedAt: '2026-12-02T08:00:04.120Z',
    },
  });

export const jobParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

export const jobsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.coerce.number().int().positive().optional(),
});

export const jobsResponseSchema = z.object({ jobs: z.array(importJobSchema) });

export const stockPricesBodySchema = z.strictObject({
  records: z
    .array(z.record(oneLineText(100), z.unknown()))
    .min(1)
    .max(MAX_STOCK_PRICE_RECORDS)
    .meta({
      example: [
        { type: 'stockPrice', articleNumber: 'BAN2741', stockQuantity: 48, state: 'inStock' },
        { type: 'stockPrice', articleNumber: 'BAN2744', prices: { EUR: { singlePrice: 1299 } } },
      ],
    }),
});

/** the key that makes a repeated post answer the first one's job */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': oneLineText(200).min(1).optional(),
});

export const exportParamsSchema = z.strictObject({ group: z.enum(EXPORT_GROUPS) });

export const exportQuerySchema = z.strictObject({
  format: z.enum(['jsonl', 'csv']).default('jsonl'),
  /** for CSV: the one record type the file holds */
  type: oneLineText(40).optional(),
});
