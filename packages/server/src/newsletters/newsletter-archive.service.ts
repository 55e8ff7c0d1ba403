import {
  NEWSLETTER_ARCHIVE_PAGE_SIZE,
  type NewsletterArchiveParams,
  type NewsletterArchiveResponse,
  type NewsletterResponse,
  type NewsletterSummary,
} from '@shop/domain/api/newsletter-archive.ts';
import { pageOffset } from '@shop/domain/rules/paging.ts';
import { newsletterLanguage } from '@shop/domain/rules/newsletter-types.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/app-error.ts';
import {
  countNewsletters,
  findNewsletter,
  findNewsletterPage,
  insertNewsletter,
  setNewsletterBody,
} from './newsletter-archive.repository.ts';
import { sanitizeNewsletterHtml, withShopPrefix } from './newsletter-html.ts';

/**
 * The newsletter archive (docs/product/newsletters.md#nl-archive;
 * docs/decisions/051-newsletters.md).
 */

function parseNumbers(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function summaryOf(row: {
  id: number;
  language: string;
  title: string;
  teaser: string;
  image: string | null;
  publishedAt: string;
}): NewsletterSummary {
  return {
    id: row.id,
    language: newsletterLanguage(row.language),
    title: row.title,
    teaser: row.teaser,
    image: row.image,
    publishedAt: row.publishedAt,
  };
}

/** One page of the newsletters in the buyer's language (de, else en), newest first. */
export async function newsletterArchivePage(
  db: DbOrTx,
  params: NewsletterArchiveParams,
): Promise<NewsletterArchiveResponse> {
  const search = params.search?.trim().toLocaleLowerCase() ?? '';
  const filter = { language: newsletterLanguage(params.lang), search: search || null };
  const limit = NEWSLETTER_ARCHIVE_PAGE_SIZE;
  const [rows, totalCount] = await Promise.all([
    findNewsletterPage(db, filter, { offset: pageOffset(params.page, limit), limit }),
    countNewsletters(db, filter),
  ]);
  return { newsletters: rows.map(summaryOf), totalCount, page: params.page, pageSize: limit };
}

/** One newsletter, its article links leading to the listing of the caller's shop. */
export async function newsletterOf(
  db: DbOrTx,
  customer: Customer,
  id: number,
): Promise<NewsletterResponse> {
  const row = await findNewsletter(db, id);
  if (!row) throw notFound('No newsletter with this id');
  const summary = summaryOf(row);
  return {
    ...summary,
    bodyHtml: withShopPrefix(row.bodyHtml, customer.shop, summary.language),
    articleNumbers: parseNumbers(row.articleNumbers),
  };
}

export interface NewNewsletter {
  language: 'de' | 'en';
  title: string;
  teaser: string;
  image: string | null;
  publishedAt: string;
  bodyHtml: string;
  /** articles presented besides those the body links to */
  articleNumbers: string[];
}

/** The lower-cased text the archive searches: title, teaser and body. */
export function newsletterSearchText(title: string, teaser: string, bodyText: string): string {
  return `${title} ${teaser} ${bodyText}`.toLocaleLowerCase();
}

/**
 * Stores a newsletter: its HTML sanitised and its article links pointing to the listing of its
 * id, which the insert gives, hence a second write in the same transaction.
 */
export function addNewsletter(
  db: DbOrTx,
  services: { publicUrl: string },
  input: NewNewsletter,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await insertNewsletter(trx, {
      language: input.language,
      title: input.title,
      teaser: input.teaser,
      image: input.image,
      publishedAt: input.publishedAt,
      bodyHtml: '',
    });
    const stored = sanitizeNewsletterHtml(input.bodyHtml, {
      newsletterId: id,
      publicUrl: services.publicUrl,
    });
    const numbers = [...new Set([...stored.articleNumbers, ...input.articleNumbers])];
    await setNewsletterBody(trx, id, {
      bodyHtml: stored.html,
      bodyText: newsletterSearchText(input.title, input.teaser, stored.text),
      articleNumbers: JSON.stringify(numbers),
    });
    return id;
  });
}
