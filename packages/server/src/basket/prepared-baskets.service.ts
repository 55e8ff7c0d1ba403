import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { customerNumberSuffix } from '@shop/domain/rules/customer-number.ts';
import { isValidQuantity } from '@shop/domain/rules/quantity.ts';
import type { ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import { importAnswerSchema } from '@shop/domain/api/basket-imports.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import { findArticles } from './basket.repository.ts';
import { importItems, type LoadGuard } from './basket-import.service.ts';
import {
  findPreparedBasket,
  findPreparedLines,
  insertPreparedBasket,
  markImported,
} from './prepared-baskets.repository.ts';

/** The link of the demo account's prepared basket (seed). */
export const DEMO_PREPARED_LINK = 'demo-prepared-basket';

/** An operator's 'ABC123:4' (quantity in units, default 1), or null when malformed. */
export function parseArticleArgument(
  arg: string,
): { articleNumber: string; quantity: number } | null {
  const match = /^([A-Za-z0-9._/-]{1,40})(?::(\d{1,7}))?$/.exec(arg.trim());
  if (!match) return null;
  const quantity = match[2] === undefined ? 1 : Number(match[2]);
  if (!isValidQuantity(quantity)) return null;
  return { articleNumber: match[1]!, quantity };
}

/**
 * The demo prepared basket of DE/100001: three in-stock articles with euro prices, one case
 * each, under a fixed link so the README can name it. Skipped when the account is missing.
 */
export async function seedDemoPreparedBasket(db: DbOrTx, now: string): Promise<string | null> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('customerNumber', '=', 'DE/100001')
    .executeTakeFirst();
  if (!account) return null;
  const articles = await db
    .selectFrom('articles as a')
    .innerJoin('articlePrices as p', (join) =>
      join.onRef('p.articleId', '=', 'a.id').on('p.currency', '=', 'EUR'),
    )
    .select(['a.articleNumber', 'a.caseQuantity'])
    .where('a.state', '=', 'inStock')
    .where('a.mainArticleNumber', 'is', null)
    .whereRef('a.stockQuantity', '>=', sql`a.case_quantity * 2`)
    .orderBy('a.id')
    .limit(3)
    .execute();
  if (articles.length === 0) return null;
  return createPreparedBasket(db, {
    customerNumber: 'DE/100001',
    link: DEMO_PREPARED_LINK,
    now,
    lines: articles.map((a) => ({ articleNumber: a.articleNumber, quantity: a.caseQuantity })),
  });
}

/** A link token: 128 random bits, URL-safe. */
export function newPreparedLink(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Creates a prepared basket for a customer (operator command). Article numbers must exist;
 * quantities are units. Answers the link.
 */
export async function createPreparedBasket(
  db: DbOrTx,
  input: {
    customerNumber: string;
    lines: { articleNumber: string; quantity: number }[];
    link?: string;
    now?: string;
  },
): Promise<string> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('customerNumber', '=', input.customerNumber.trim().toUpperCase())
    .executeTakeFirst();
  if (!account) throw new Error(`No account with customer number ${input.customerNumber}`);
  if (input.lines.length === 0) throw new Error('A prepared basket needs at least one article');
  const lines = input.lines.map((line) => ({
    articleNumber: line.articleNumber.trim().toUpperCase(),
    quantity: line.quantity,
  }));
  const known = new Set(
    (
      await findArticles(
        db,
        lines.map((l) => l.articleNumber),
      )
    ).map((a) => a.articleNumber),
  );
  const unknown = lines.filter((line) => !known.has(line.articleNumber));
  if (unknown.length > 0) {
    throw new Error(`Unknown articles: ${unknown.map((l) => l.articleNumber).join(', ')}`);
  }
  const link = input.link ?? newPreparedLink();
  await insertPreparedBasket(db, {
    link,
    accountId: account.id,
    createdAt: input.now ?? new Date().toISOString(),
    lines,
  });
  return link;
}

/**
 * POST /api/accounts/{customerNumberSuffix}/basket/actions importPreparedArticles: adds the
 * prepared articles to the basket. The first import's answer is kept and given again when
 * the link is opened again, so a reload never adds the articles twice. Another customer's
 * suffix or link: 404.
 */
export async function importPreparedBasket(
  db: DbOrTx,
  guard: LoadGuard,
  customer: Customer,
  suffix: string,
  link: string,
  now = new Date().toISOString(),
): Promise<ImportAnswer> {
  const notFound = () => new AppError(404, 'PREPARED_BASKET_NOT_FOUND', 'No such prepared basket');
  if (suffix !== customerNumberSuffix(customer.customerNumber)) throw notFound();
  return guard.run(customer.accountId, async () => {
    const prepared = await findPreparedBasket(db, customer.accountId, link);
    if (!prepared) throw notFound();
    if (prepared.importResult) return importAnswerSchema.parse(JSON.parse(prepared.importResult));
    const lines = await findPreparedLines(db, link);
    return importItems(
      db,
      customer,
      lines.map((line) => ({
        line: line.position,
        text: `${line.articleNumber} ${line.quantity}`,
        identifier: line.articleNumber,
        units: line.quantity,
      })),
      {
        replace: false,
        onImported: async (tx, answer) => {
          // a concurrent import of the same link (another process) rolls this one back
          if (!(await markImported(tx, link, now, JSON.stringify(answer)))) {
            throw new AppError(409, 'LOAD_IN_PROGRESS', 'This prepared basket is being imported');
          }
        },
      },
      now,
    );
  });
}
