import type { TFunction } from 'i18next';

/**
 * The meta description of every kind of page, in the page's language
 * (docs/product/shell.md#shell-meta-description, decision 124). Pure: each takes a `t` of the
 * common texts and what the route's loader answered, so a server renderer can call the same
 * ones; `useDocumentTitle` writes the result into the head.
 */
export type CommonT = TFunction<'common'>;

/** A search result shows about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** Text without its tags and runs of white space, cut at a word with an ellipsis. */
export function shortText(html: string, max = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // a cut just before a space ends at a word already
  const atWord = text.charAt(max - 1) === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The shop's own description, of a page that has none of its own (none of its routes). */
export function genericDescription(t: CommonT): string {
  return t('meta.generic', { brand: t('brand.name') });
}

export function startDescription(t: CommonT): string {
  return t('meta.start', { brand: t('brand.name') });
}

/** A listing: its name (listing-name.ts) and how many articles it holds. */
export function listingDescription(t: CommonT, listing: { name: string; hits: number }): string {
  return shortText(
    t('meta.listing', { name: listing.name, count: listing.hits, brand: t('brand.name') }),
  );
}

/** An article: its name, its producer when it has one, and the start of its text. */
export function articleDescription(
  t: CommonT,
  article: { name: string; producer: string | null; text: string },
): string {
  const text = shortText(article.text);
  return shortText(
    article.producer === null || article.producer === ''
      ? t('meta.articleWithoutProducer', { name: article.name, text })
      : t('meta.article', { name: article.name, producer: article.producer, text }),
  );
}

/** A content page (legal and information pages, FAQ, partners, vacancies, contact). */
export function contentDescription(t: CommonT, title: string): string {
  return shortText(t('meta.content', { title, brand: t('brand.name') }));
}

/**
 * The pages described by one sentence of their own, saying what the page is for a trade
 * customer (`meta.page.<page>` of the common texts): the account's pages, the basket, the
 * newsletter's, the passwords', the poll, the old shop, the analytics opt-out and notFound.
 */
export const DESCRIBED_PAGES = [
  'accountOverview',
  'profile',
  'passwordChange',
  'orderConfirmation',
  'importCart',
  'scan',
  'shippingCosts',
  'preparedBasket',
  'productArchive',
  'gpsr',
  'dapArticle',
  'invoices',
  'orders',
  'orderTracking',
  'openOrders',
  'savedBaskets',
  'newsletterOptions',
  'alerts',
  'newsletterArchive',
  'newsletterIssue',
  'basket',
  'poll',
  'oldShop',
  'newsletterUnsubscribe',
  'newsletterValidate',
  'analyticsOptOut',
  'passwordRecovery',
  'notFound',
] as const;

export type DescribedPage = (typeof DESCRIBED_PAGES)[number];

export function pageDescription(t: CommonT, page: DescribedPage): string {
  return t(`meta.page.${page}`);
}

/** The describer `useDocumentTitle` takes, of such a page. */
export function describedAs(page: DescribedPage): (t: CommonT) => string {
  return (t) => pageDescription(t, page);
}
