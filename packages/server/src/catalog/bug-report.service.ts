import type { BugReportTopic } from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Customer } from '#server/auth/customer.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { bugReportMail } from './bug-report-mail.ts';
import { findArticleRow, findLocalizations } from './article-detail.repository.ts';

export interface BugReportInput {
  articleNumber: string;
  language: Language;
  topic: BugReportTopic;
  message: string;
}

/**
 * A logged-in customer reports an error in an article's data
 * (docs/product/catalog.md#cat-bug-report). The report is mailed to the operator address
 * (OPERATOR_EMAIL); without SMTP the mailer keeps it as a file under DATA_DIR/mail, so no report is
 * lost on a demo shop.
 */
export async function sendBugReport(
  db: DbOrTx,
  { config, mailer, rateLimiter }: Pick<AppContext, 'config' | 'mailer' | 'rateLimiter'>,
  customer: Customer,
  input: BugReportInput,
): Promise<{ success: true }> {
  const articleNumber = input.articleNumber.toUpperCase();
  const article = await findArticleRow(db, articleNumber);
  if (article === undefined) throw notFound('No article with this number');

  await enforceRateLimit(
    rateLimiter,
    `bug-report:${customer.accountId}`,
    RATE_LIMITS.bugReportPerAccount,
  );

  const localizations = await findLocalizations(db, article.id, [input.language, 'en']);
  const name =
    localizations.find((row) => row.language === input.language)?.name ??
    localizations.find((row) => row.language === 'en')?.name ??
    articleNumber;
  const base = config.publicUrl.replace(/\/+$/, '');
  const mail = bugReportMail({
    articleNumber,
    articleName: name,
    topic: input.topic,
    message: input.message,
    customerNumber: customer.customerNumber,
    customerEmail: customer.email,
    language: input.language,
    articleUrl: `${base}/${customer.shop}/${input.language}/product/${articleNumber}`,
  });
  await mailer.send({ to: config.operatorEmail, ...mail });
  return { success: true };
}
