import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { ListingType } from '#web/shared/routing/listing-path.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { formatWeight, type stateOf } from '#web/features/product/article-view.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';

/** The article's offers and packaging as badges above its name. */
export function SpecialBadges({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('product');
  const badges: { key: string; label: string; tone: string }[] = [];
  // a campaign's rebate replaces the hot-deal and close-out offers
  // (docs/product/catalog.md#cat-special-types)
  const campaign = article.campaignInformation !== undefined;
  if (article.hotDeal && !campaign) {
    badges.push({ key: 'hotDeal', label: t('badge.hotDeal'), tone: 'bg-accent-600 text-white' });
  }
  if (article.closeOut && !campaign) {
    badges.push({ key: 'closeOut', label: t('badge.closeOut'), tone: 'bg-brand-700 text-white' });
  }
  if (article.damagedPackaging !== null) {
    badges.push({
      key: 'damaged',
      label: t(`badge.${article.damagedPackaging}`),
      tone: 'bg-warning-100 text-warning-900 ring-1 ring-warning-600/40 ring-inset',
    });
  }
  if (article.campaignInformation !== undefined) {
    badges.push({
      key: 'campaign',
      label: t('badge.campaign', { name: article.campaignInformation.name }),
      tone: 'bg-success-50 text-success-800 ring-1 ring-success-600/30 ring-inset',
    });
  }
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li
          key={badge.key}
          className={`rounded-md px-2 py-0.5 text-xs font-bold tracking-wide uppercase ${badge.tone}`}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

const CLASSIFICATION: {
  field: 'producers' | 'themes' | 'productTypes';
  type: Extract<ListingType, 'producer' | 'theme' | 'productType'>;
}[] = [
  { field: 'producers', type: 'producer' },
  { field: 'themes', type: 'theme' },
  { field: 'productTypes', type: 'productType' },
];

/** Links to the producer, theme and product type listings: /{type}/{hexId}. */
export function Classification({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  const rows = CLASSIFICATION.filter(({ field }) => article[field].length > 0);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(({ field, type }) => (
        <div key={field} className="contents">
          <dt className="text-gray-600">{t(`classification.${type}`)}</dt>
          <dd className="flex flex-wrap gap-x-3">
            {article[field].map((entry) => (
              <Link
                key={entry.id}
                to={paths.listing.href(shell, type, entry.id.toString(16))}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {entry.name}
              </Link>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface DateLinesProps {
  article: ArticleDetail;
  state: NonNullable<ReturnType<typeof stateOf>>;
}

/** Pre-order, release and arrival dates of the shown article or variant, in the one date form. */
export function DateLines({ article, state }: DateLinesProps) {
  const release = article.information.firstSalesDay;
  return (
    <ul className="space-y-0.5 text-sm text-gray-700">
      {state.preorderDate !== null && (
        <ArticleDate
          kind="preorder"
          date={state.preorderDate}
          as="li"
          className="font-medium text-warning-800"
        />
      )}
      {release !== null && <ArticleDate kind="release" date={release} as="li" />}
      {state.etaDate !== null && <ArticleDate kind="eta" date={state.etaDate} as="li" />}
    </ul>
  );
}

/**
 * EAN, case size, weight, package type, sales unit, single pieces and oversize shipping, where
 * the article has them.
 */
export function Facts({ article, language }: { article: ArticleDetail; language: Language }) {
  const { t } = useTranslation('product');
  const info = article.information;
  const facts: { label: string; value: string }[] = [];
  if (info.barcode !== null) facts.push({ label: t('facts.ean'), value: info.barcode });
  if (info.producerCaseQuantity !== null) {
    facts.push({ label: t('facts.caseQuantity'), value: String(info.producerCaseQuantity) });
  }
  if (info.weight !== null) {
    facts.push({ label: t('facts.weight'), value: formatWeight(info.weight, language) });
  }
  if (info.packageType !== null && info.packageType !== '') {
    // the package type comes as an English code; one without a translation shows as it is
    facts.push({
      label: t('facts.packageType'),
      value: t(`packageType.${info.packageType}`, { defaultValue: info.packageType }),
    });
  }
  // sales unit and single pieces come as codes too (decision 095); another text shows as it is
  if (info.type !== null && info.type !== '') {
    facts.push({
      label: t('facts.articleType'),
      value: t(`articleType.${info.type}`, { defaultValue: info.type }),
    });
  }
  if (info.singleStatus !== null && info.singleStatus !== '') {
    facts.push({
      label: t('facts.singleStatus'),
      value: t(`singleStatus.${info.singleStatus}`, { defaultValue: info.singleStatus }),
    });
  }
  if (info.oversize) facts.push({ label: t('facts.shipping'), value: t('facts.oversize') });
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="product-facts" className="space-y-2">
      <h2 id="product-facts" className="text-lg font-semibold text-gray-900">
        {t('facts.title')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-gray-600">{fact.label}</dt>
            <dd className="text-gray-900 tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
