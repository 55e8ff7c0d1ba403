import { splitSavedSearch } from '@shop/domain/api/saved-searches.ts';
import type { AlertKind } from '@shop/domain/api/alerts.ts';
import { alertMatches, type AlertWatch } from '@shop/domain/rules/alert-match.ts';
import { shopDayOf } from '@shop/domain/rules/article-dates.ts';
import { decodeSearchParams } from '@shop/domain/rules/search-url.ts';
import { savedSearchesByIds, type StoredSearch } from '#server/accounts/saved-searches.service.ts';
import {
  articleNewsBetween,
  forgetArticleEventsBefore,
  type ArticleNews,
} from '#server/catalog/article-events.service.ts';
import { newsArticles, type NewsArticle } from '#server/catalog/article-news.service.ts';
import type { AppConfig } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { startSweeper, type Sweeper } from '#server/signed-webhooks/sweeper.ts';
import { alertDigestMail, type DigestLine } from './alert-digest-mail.ts';
import { newUnsubscribeToken, UNSUBSCRIBE_PATH } from './alert-unsubscribe.service.ts';
import {
  findAlertsOf,
  findDigestOf,
  findOldestSince,
  findWatchingAccounts,
  insertDigest,
  markAlertsRead,
  type AlertRow,
} from './alerts.repository.ts';
import { parseKinds } from './alerts.service.ts';

/**
 * The daily digest of the alerts (docs/decisions/150-article-alerts.md): the news of the
 * articles since each alert last read, matched per alert and collected per account, in at most
 * one mail per account and shop day. The day's row is written in the transaction that sends, so
 * a second run, here or in another process, finds it and sends nothing.
 */

export interface DigestServices {
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
}

type Account = Awaited<ReturnType<typeof findWatchingAccounts>>[number];

function watchOf(alert: AlertRow, searches: ReadonlyMap<number, StoredSearch>): AlertWatch {
  if (alert.target !== 'search') {
    return { target: alert.target as AlertWatch['target'], targetId: alert.targetId };
  }
  const stored = alert.savedSearchId ? searches.get(alert.savedSearchId) : undefined;
  if (!stored) return { target: 'search', targetId: null };
  const { searchParams, term } = splitSavedSearch(stored.search);
  const decoded = decodeSearchParams(searchParams);
  if (!decoded.ok) return { target: 'search', targetId: null };
  const { producers, themes, productTypes } = decoded.value;
  return { target: 'search', targetId: null, search: { producers, themes, productTypes, term } };
}

/** One line per article and kind, of the news any of the account's alerts watches. */
async function linesOf(
  db: DbOrTx,
  alerts: readonly AlertRow[],
  news: readonly ArticleNews[],
  articles: ReadonlyMap<string, NewsArticle>,
): Promise<{ lines: DigestLine[]; sentIds: number[] }> {
  const ids = alerts.flatMap((alert) => (alert.savedSearchId ? [alert.savedSearchId] : []));
  const searches = new Map((await savedSearchesByIds(db, ids)).map((s) => [s.id, s]));
  const lines = new Map<string, DigestLine>();
  const sentIds = new Set<number>();
  for (const alert of alerts) {
    const kinds: readonly AlertKind[] = parseKinds(alert.kinds);
    const watch = watchOf(alert, searches);
    for (const item of news) {
      const article = articles.get(item.articleNumber);
      if (!article || item.at < alert.since || !kinds.includes(item.kind)) continue;
      if (!alertMatches(watch, article)) continue;
      lines.set(`${item.kind}:${item.articleNumber}`, { kind: item.kind, article });
      sentIds.add(alert.id);
    }
  }
  return { lines: [...lines.values()], sentIds: [...sentIds] };
}

async function digestOf(
  db: DbOrTx,
  services: DigestServices,
  account: Account,
  found: { news: readonly ArticleNews[]; articles: ReadonlyMap<string, NewsArticle> },
  now: Date,
): Promise<boolean> {
  const day = shopDayOf(now);
  if (await findDigestOf(db, account.id, day)) return false;
  const alerts = (await findAlertsOf(db, account.id)).filter((alert) => alert.paused === 0);
  const { lines, sentIds } = await linesOf(db, alerts, found.news, found.articles);
  const until = now.toISOString();
  if (lines.length === 0) {
    await markAlertsRead(db, account.id, until, []);
    return false;
  }
  try {
    await inTransaction(db, async (tx) => {
      await insertDigest(tx, { accountId: account.id, day, sentAt: until, articles: lines.length });
      await markAlertsRead(tx, account.id, until, sentIds);
      const token = await newUnsubscribeToken(tx, account.id, now);
      const base = services.config.publicUrl.replace(/\/+$/, '');
      const pages = `${base}/${encodeURIComponent(account.shop)}/${encodeURIComponent(account.language)}`;
      const unsubscribeUrl = `${base}${UNSUBSCRIBE_PATH}/${token}`;
      const mail = alertDigestMail(
        account.language,
        lines,
        { pages, unsubscribePage: unsubscribeUrl },
        day,
      );
      await services.mailer.send({ to: account.email, ...mail, unsubscribeUrl });
    });
  } catch (error) {
    // another run wrote the day's digest first
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

/**
 * One run of the digest job at `now` (the tests set the clock): answers how many mails went out.
 * A mail that fails rolls its day's row back, so the next run tries again.
 */
export async function sendAlertDigests(
  db: DbOrTx,
  services: DigestServices,
  now: Date = new Date(),
): Promise<{ sent: number }> {
  const oldest = await findOldestSince(db);
  if (oldest === undefined) return { sent: 0 };
  const until = now.toISOString();
  const news = await articleNewsBetween(db, oldest, until);
  if (news.length === 0) return { sent: 0 };
  const found = news.map((item) => item.articleNumber);
  const articles = new Map((await newsArticles(db, found)).map((a) => [a.articleNumber, a]));
  let sent = 0;
  for (const account of await findWatchingAccounts(db)) {
    if (await digestOf(db, services, account, { news, articles }, now)) sent++;
  }
  await forgetArticleEventsBefore(db, oldest);
  return { sent };
}

/** Runs the digest job every `everyMs` until stopped. */
export function startAlertDigests(
  db: DbOrTx,
  services: DigestServices,
  options: { everyMs: number; onError: (error: unknown) => void },
): Sweeper {
  return startSweeper(() => sendAlertDigests(db, services), options);
}
