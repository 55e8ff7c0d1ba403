import { z } from 'zod';
import { basketArticleNumberSchema } from './basket.ts';
import { multiLineText, oneLineText } from './text.ts';

/**
 * Contracts of what fills the basket from elsewhere: the pasted import, a prepared basket's link
 * and the clone of a saved basket or past order (docs/product/basket.md#basket-import,
 * docs/product/basket.md#basket-prepared, docs/product/basket.md#basket-clone-call). They share one
 * answer, line by line. Every call needs a logged-in customer (401 otherwise).
 */

/** Pasted import text: 2,000 lines of an article number and a quantity fit well. */
export const MAX_IMPORT_TEXT_LENGTH = 200_000;
/**
 * Lines per import: more is refused with 400 IMPORT_TOO_MANY_LINES; an import of this size runs
 * for seconds, so it is also rate-limited per customer (docs/decisions/018-platform-limits.md).
 */
export const MAX_IMPORT_LINES = 2000;

// --- import results (shared by import, prepared basket, clone) ----------------------------

export const IMPORT_LINE_STATUSES = ['added', 'notFound', 'notAddable', 'invalid'] as const;
export type ImportLineStatus = (typeof IMPORT_LINE_STATUSES)[number];

/** Why a known article was not added. */
export const NOT_ADDABLE_REASONS = [
  'soldOut',
  'noStock',
  'noPrice',
  'basketBlocked',
  'invalidQuantity',
] as const;
export type NotAddableReason = (typeof NOT_ADDABLE_REASONS)[number];

export const importLineResultSchema = z.object({
  /** 1-based line of the pasted text; for clone and prepared baskets the position. */
  line: z.number().int(),
  text: z.string(),
  articleNumber: z.string().optional(),
  /** Units actually put in the basket (added), or requested. */
  quantity: z.number().int().optional(),
  status: z.enum(IMPORT_LINE_STATUSES),
  reason: z.enum(NOT_ADDABLE_REASONS).optional(),
  /** True when less than asked was added because of stock (status added). */
  reduced: z.boolean().optional(),
});
export type ImportLineResult = z.infer<typeof importLineResultSchema>;

export const importAnswerSchema = z.object({
  added: z.number().int(),
  notAdded: z.number().int(),
  lines: z.array(importLineResultSchema),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/**
 * POST /basket/import. 400 IMPORT_TOO_MANY_LINES beyond MAX_IMPORT_LINES (nothing imported),
 * 409 LOAD_IN_PROGRESS, 429 TOO_MANY_IMPORTS (Retry-After header and details.retryAfterSeconds).
 */
export const basketImportRequestSchema = z.strictObject({
  basket: multiLineText(MAX_IMPORT_TEXT_LENGTH),
});
export type BasketImportRequest = z.input<typeof basketImportRequestSchema>;

/**
 * POST /basket/cloneBasketOrOrder. orderNumber is either a saved basket id (digits only)
 * or a past order number (a letter and digits, e.g. A2612345). 404 when it is neither of the caller's; 409
 * LOAD_IN_PROGRESS while another load of this customer runs. Answer: importAnswerSchema.
 */
export const cloneBasketRequestSchema = z.strictObject({
  orderNumber: z.union([basketArticleNumberSchema, z.number().int().min(1).max(999_999_999)]),
  replaceArticles: z.boolean(),
});
export type CloneBasketRequest = z.input<typeof cloneBasketRequestSchema>;

/** POST /api/accounts/{customerNumberSuffix}/basket/actions. Answer: importAnswerSchema. */
export const basketActionRequestSchema = z.strictObject({
  action: z.literal('importPreparedArticles'),
  link: oneLineText(200).min(1),
});
export type BasketActionRequest = z.input<typeof basketActionRequestSchema>;
