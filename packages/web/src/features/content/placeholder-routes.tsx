import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseListingPath } from '#web/shared/routing/listing-path.ts';
import { PlaceholderPage } from '#web/features/content/placeholder-page.tsx';

/** Pages whose title needs nothing from the URL. */
export type StaticPlaceholderPage =
  | 'partner'
  | 'contact'
  | 'storeSupport'
  | 'imprint'
  | 'copyright'
  | 'terms'
  | 'privacy'
  | 'freightSurcharge'
  | 'newsletterUnsubscribe'
  | 'newsletterValidation'
  | 'analyticsOptOut'
  | 'faq'
  | 'poll'
  | 'payment'
  | 'register'
  | 'competition'
  | 'portalLogin'
  | 'forgotPassword'
  | 'passwordRecovery'
  | 'account'
  | 'basket'
  | 'alternative'
  | 'show'
  | 'hotDeals'
  | 'closeOut'
  | 'preOrder'
  | 'newsletterArticles'
  | 'archive';

interface StaticPlaceholderProps {
  page: StaticPlaceholderPage;
  needsLogin?: boolean;
}

export function StaticPlaceholder({ page, needsLogin }: StaticPlaceholderProps) {
  const { t } = useTranslation('content');
  return <PlaceholderPage title={t(`page.${page}`)} needsLogin={needsLogin} />;
}

/** /product/{articleNumber}: the article detail page comes with the product issue. */
export function ProductPlaceholder() {
  const { t } = useTranslation('content');
  const { articleNumber = '' } = useParams();
  return <PlaceholderPage title={t('page.product', { articleNumber })} />;
}

/** /search/{term}: search results come with the listing issue. */
export function SearchPlaceholder() {
  const { t } = useTranslation('content');
  const { '*': term = '' } = useParams();
  return <PlaceholderPage title={t('page.search', { term })} />;
}

/** /overview/{name}: the landing page of a menu entry. */
export function OverviewPlaceholder() {
  const { t } = useTranslation('content');
  const { name = '' } = useParams();
  return <PlaceholderPage title={t('page.overview', { name })} />;
}

/** /{type}/*value (and a second type): the router has rejected invalid types before. */
export function ListingPlaceholder() {
  const { t } = useTranslation(['content', 'catalog']);
  const { type = '', '*': splat = '' } = useParams();
  const selections = parseListingPath(type, splat) ?? [];
  const [first, ...more] = selections.map((selection) =>
    t('page.listing', { type: t(`catalog:type.${selection.type}`), value: selection.value }),
  );
  return <PlaceholderPage title={first ?? ''} subtitle={more.join(' · ')} />;
}
