import {
  MAX_IMPORT_LINES,
  type ImportAnswer,
  type ImportLineResult,
} from '@shop/domain/api/basket-imports.ts';
import { looksLikeEan, parseBasketImport } from '@shop/domain/rules/basket-import.ts';
import { setImmediate } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Customer } from '#server/auth/customer.ts';
import type { DB } from '#server/db/tables.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { RateLimiter } from '#server/http/rate-limiter.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import {
  deleteAllLines,
  findArticles,
  findArticlesByBarcode,
  findBasketAccount,
} from './basket.repository.ts';
import { basketBlocked, putArticle, withLockedBasket } from './basket.service.ts';

/** A line to put into the basket: an article number or EAN with units, or a line already refused. */
export type ImportItem =
  | { line: number; text: string; identifier: string; units: number }
  | { line: number; text: string; error: 'invalidQuantity' | 'invalidLine' };

/**
 * Only one load (saved basket, repeated order, import) runs per customer at a time
 * (docs/product/basket.md#basket-one-load); a second one meanwhile is refused with 409 rather than
 * queued, so a double click cannot add the articles twice. Held in memory: a load is one request of
 * one process.
 */
export class LoadGuard {
  private readonly running = new Set<number>();

  async run<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    if (this.running.has(accountId)) {
      throw new AppError(409, 'LOAD_IN_PROGRESS', 'Another load into the basket is running');
    }
    this.running.add(accountId);
    try {
      return await work();
    } finally {
      this.running.delete(accountId);
    }
  }
}

/**
 * Puts a list of articles into the basket in one transaction, replacing its lines first when
 * asked, and answers per line what happened. Identifiers that are no article number are
 * looked up as EAN; an EAN shared by damaged-packaging copies means the undamaged article
 * (the first article number in order).
 */
export async function importItems(
  db: DbOrTx,
  customer: Customer,
  items: readonly ImportItem[],
  options: {
    replace: boolean;
    /** Runs in the same transaction, e.g. to record that a prepared basket was used. */
    onImported?: (tx: Transaction<DB>, answer: ImportAnswer) => Promise<void>;
  },
  now = new Date().toISOString(),
): Promise<ImportAnswer> {
  return withLockedBasket(db, customer.accountId, async (tx, basket) => {
    const account = await findBasketAccount(tx, customer.accountId);
    if (account.blockBasket === 1) throw basketBlocked();
    if (options.replace) await deleteAllLines(tx, basket.id);
    const identifiers = items.flatMap((item) =>
      'identifier' in item ? [item.identifier.toUpperCase()] : [],
    );
    const known = new Set((await findArticles(tx, identifiers)).map((a) => a.articleNumber));
    const byEan = await findArticlesByBarcode(
      tx,
      identifiers.filter((id) => !known.has(id) && looksLikeEan(id)),
    );
    const lines: ImportLineResult[] = [];
    for (const item of items) {
      const base = { line: item.line, text: item.text };
      if ('error' in item) {
        lines.push({
          ...base,
          status: 'invalid',
          ...(item.error === 'invalidQuantity' ? { reason: 'invalidQuantity' as const } : {}),
        });
        continue;
      }
      const upper = item.identifier.toUpperCase();
      const articleNumber = known.has(upper)
        ? upper
        : byEan.find((row) => row.barcode === upper)?.articleNumber;
      if (!articleNumber) {
        lines.push({ ...base, status: 'notFound', quantity: item.units });
        continue;
      }
      const outcome = await putArticle(tx, basket, account, {
        articleNumber,
        amount: { units: item.units },
        replace: false,
        reference: null,
        now,
      });
      if (outcome.kind === 'added') {
        lines.push({
          ...base,
          articleNumber,
          quantity: outcome.units,
          status: 'added',
          ...(outcome.reduced ? { reduced: true } : {}),
        });
      } else if (outcome.kind === 'notAddable') {
        lines.push({
          ...base,
          articleNumber,
          quantity: item.units,
          status: 'notAddable',
          reason: outcome.reason,
        });
      } else {
        lines.push({ ...base, status: 'notFound', quantity: item.units });
      }
    }
    const added = lines.filter((line) => line.status === 'added').length;
    const answer = { added, notAdded: lines.length - added, lines };
    await options.onImported?.(tx, answer);
    return answer;
  });
}

/**
 * Lines put into the basket per transaction. Between batches the import lets other requests
 * run: on SQLite every query waits for the one connection, so one transaction over all lines
 * would stall the shop for the whole import (docs/decisions/018-platform-limits.md).
 */
export const IMPORT_BATCH_LINES = 10;

/**
 * POST /basket/import: pasted lines (docs/product/basket.md#basket-import); empty text changes
 * nothing.
 */
export async function importPastedBasket(
  db: DbOrTx,
  limits: { rateLimiter: RateLimiter; guard: LoadGuard },
  customer: Customer,
  text: string,
): Promise<ImportAnswer> {
  await enforceRateLimit(
    limits.rateLimiter,
    `basket-import:${customer.accountId}`,
    RATE_LIMITS.basketImportPerAccount,
  );
  const parsed = parseBasketImport(text);
  if (parsed.length === 0) return { added: 0, notAdded: 0, lines: [] };
  if (parsed.length > MAX_IMPORT_LINES) {
    throw new AppError(
      400,
      'IMPORT_TOO_MANY_LINES',
      `At most ${MAX_IMPORT_LINES} lines can be imported at once`,
    );
  }
  const items: ImportItem[] = parsed.map((line) =>
    'error' in line
      ? line
      : { line: line.line, text: line.text, identifier: line.identifier, units: line.quantity },
  );
  return limits.guard.run(customer.accountId, async () => {
    const lines: ImportLineResult[] = [];
    for (let start = 0; start < items.length; start += IMPORT_BATCH_LINES) {
      if (start > 0) await setImmediate();
      const batch = items.slice(start, start + IMPORT_BATCH_LINES);
      const answer = await importItems(db, customer, batch, { replace: false });
      lines.push(...answer.lines);
    }
    const added = lines.filter((line) => line.status === 'added').length;
    return { added, notAdded: lines.length - added, lines };
  });
}
