import type { AlertKind } from '@shop/domain/api/alerts.ts';
import { articleDateForm, leadingArticleDate } from '@shop/domain/rules/article-date.ts';
import { monthYearText } from '@shop/domain/rules/month-names.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { isLanguage, type Language } from '@shop/domain/shops.ts';
import type { NewsArticle } from '#server/catalog/article-news.service.ts';
import { shippedTexts } from '#server/i18n/shipped-texts.ts';
import { renderMail, type MailBlock, type MailContent } from '#server/mail/mail-layout.ts';

/**
 * The digest mail of an account's alerts (docs/decisions/150-article-alerts.md), in the account's
 * language: the articles by kind of news, each with its link and its date in the one form every
 * article line shows (docs/product/catalog.md#cat-article-date).
 */

export interface DigestLine {
  kind: AlertKind;
  article: NewsArticle;
}

export interface DigestLinks {
  /** the shop's pages in the account's shop and language, without a trailing slash */
  pages: string;
  unsubscribePage: string;
}

const SECTIONS: readonly AlertKind[] = ['new', 'backInStock', 'dateMoved'];

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}

/** The article's leading date as the article lines show it, or '' without one. */
export function digestDateText(article: NewsArticle, language: Language, today: string): string {
  const common = shippedTexts(language, 'common');
  const leading = leadingArticleDate(article);
  if (leading === null) return '';
  const form = articleDateForm(leading.kind, leading.date, today);
  if (form === null) return '';
  const shown =
    form.form === 'day'
      ? formatShortDate(form.date, language)
      : fill(common(`articleDate.monthPart.${form.range}`), {
          month: monthYearText(language, form.year, form.month),
        });
  return fill(common(`articleDate.${leading.kind}`), { date: shown });
}

const nameIn = (article: NewsArticle, language: string) =>
  article.names[language] ?? article.names.en ?? Object.values(article.names)[0] ?? '';

export function alertDigestMail(
  languageOfAccount: string,
  lines: readonly DigestLine[],
  links: DigestLinks,
  today: string,
): MailContent {
  const language: Language = isLanguage(languageOfAccount) ? languageOfAccount : 'en';
  const text = shippedTexts(language, 'account');
  const blocks: MailBlock[] = [
    { paragraph: text('alerts.mail.salutation') },
    { paragraph: text('alerts.mail.intro') },
  ];
  for (const kind of SECTIONS) {
    const ofKind = lines.filter((line) => line.kind === kind);
    if (ofKind.length === 0) continue;
    blocks.push({ paragraph: text(`alerts.kind.${kind}`) });
    for (const { article } of ofKind) {
      const date = digestDateText(article, language, today);
      const label = [`${nameIn(article, language)} (${article.articleNumber})`, date]
        .filter(Boolean)
        .join(' · ');
      blocks.push({ link: `${links.pages}/product/${article.articleNumber}`, label });
    }
  }
  blocks.push(
    { link: `${links.pages}/account/alerts`, label: text('alerts.mail.manage') },
    { link: links.unsubscribePage, label: text('alerts.mail.unsubscribe') },
    { paragraph: text('alerts.mail.signature') },
  );
  return renderMail(language, text('alerts.mail.subject'), blocks);
}
