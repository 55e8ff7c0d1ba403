import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ArticleAnswer, ArticleDetail, ArticleSummary } from '@shop/domain/api/article.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import type { Language } from '@shop/domain/shops.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { formatShortDate } from '#web/shared/format/date.ts';
import type { ListingType } from '#web/shared/routing/listing-path.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { recordLastViewed } from '#web/shared/storage/last-viewed.ts';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { AddToBasket } from '#web/shared/basket/add-to-basket.tsx';
import { ArticleNotes } from '#web/features/product/article-notes.tsx';
import { BugReportDialog } from '#web/features/product/bug-report-dialog.tsx';
import { Countdown } from '#web/features/product/countdown.tsx';
import { useArticle } from '#web/features/product/api/get-article.ts';
import {
  formatWeight,
  initialSelection,
  isLongArticleNumber,
  monthRangeDate,
  priceSystemOf,
  priceTiers,
  sortedVariants,
  stateOf,
} from '#web/features/product/article-view.ts';
import { ProductGallery } from '#web/features/product/product-gallery.tsx';

/** /{shop}/{language}/product/{articleNumber}: the article detail page (spec 1 section 2). */
export function ProductPage() {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  const navigate = useNavigate();
  const { articleNumber = '' } = useParams();
  const query = useArticle(articleNumber, shell.language);
  const failed = query.isError && query.data === undefined;

  useDocumentTitle(query.data?.article.localization.Name ?? articleNumber.toUpperCase());

  // an article that cannot be loaded leads to the search for its number (spec 1 section 2);
  // a network failure keeps the page with a retry, as the search could not load either
  const offline = isApiError(query.error) && query.error.code === 'NETWORK_ERROR';
  useEffect(() => {
    if (failed && !offline) {
      void navigate(paths.search.href(shell, articleNumber), { replace: true });
    }
  }, [failed, offline, navigate, shell, articleNumber]);

  if (query.data !== undefined) {
    return <ProductView key={query.data.article.articleNumber} answer={query.data} />;
  }
  if (failed && offline) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 text-center" role="alert">
        <p className="text-gray-800">{t('loadError')}</p>
        <button
          type="button"
          className={buttonClasses('secondary', 'mt-4')}
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return <ProductSkeleton />;
}

function ProductSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-2">
        <div className="aspect-square animate-pulse rounded-md bg-gray-100" />
        <div className="space-y-4">
          <div className="h-8 w-3/4 animate-pulse rounded-md bg-gray-100" />
          <div className="h-4 w-1/3 animate-pulse rounded-md bg-gray-100" />
          <div className="h-6 w-28 animate-pulse rounded-md bg-gray-100" />
          <div className="h-32 w-full animate-pulse rounded-md bg-gray-100" />
          <div className="h-24 w-full animate-pulse rounded-md bg-gray-100" />
        </div>
      </div>
    </div>
  );
}

export function ProductView({ answer }: { answer: ArticleAnswer }) {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  const { article, suggestions } = answer;
  const { isAuthenticated } = useSession();
  const [selected, setSelected] = useState(() => initialSelection(article));
  const state = stateOf(article, selected);
  const name = article.localization.Name;
  const images = article.images.map((image) => image.path);
  const shownNumber = article.variants.length > 0 ? selected : article.articleNumber;

  const firstImage = images[0] ?? '';
  // recorded once per article: both values are strings that change only with it
  useEffect(() => {
    recordLastViewed({ articleNumber: article.articleNumber, image: firstImage });
  }, [article.articleNumber, firstImage]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <article aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={name} images={images} />
        <div className="flex min-w-0 flex-col gap-5">
          <header className="space-y-2">
            <SpecialBadges article={article} />
            <h1
              id="product-name"
              className="text-2xl font-bold tracking-tight text-balance text-gray-900 sm:text-3xl"
            >
              {name}
            </h1>
            <p
              className={`text-gray-600 tabular-nums ${
                isLongArticleNumber(shownNumber) ? 'text-xs' : 'text-sm'
              }`}
            >
              {t('articleNumber')}{' '}
              <span className="font-medium break-all text-gray-800">{shownNumber}</span>
            </p>
            <Classification article={article} />
          </header>

          {article.variants.length > 0 && (
            <VariantSelector article={article} selected={selected} onSelect={setSelected} />
          )}

          {state !== null && (
            <div className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <AvailabilityBadge state={state.state} size="md" />
                {state.lowStock && (
                  <span className="text-sm font-medium text-warning-800">{t('lowStock')}</span>
                )}
              </div>
              <DateLines article={article} state={state} language={shell.language} />
            </div>
          )}

          {article.information.countdown !== null && (
            <Countdown until={article.information.countdown} />
          )}

          {article.damagedPackaging !== null && (
            <Notice tone="warning">
              <p>{t('damaged.text')}</p>
              {isAuthenticated && (
                <Link
                  to={paths.accountDapArticle.href(shell)}
                  className="mt-1 inline-block font-semibold underline-offset-2 hover:underline"
                >
                  {t('damaged.more')}
                </Link>
              )}
            </Notice>
          )}

          <ArticleNotes article={article} language={shell.language} />

          <PriceBox article={article} selected={selected} />

          <Facts article={article} language={shell.language} />

          {article.localization.Description.trim() !== '' && (
            <section aria-labelledby="product-description" className="space-y-2">
              <h2 id="product-description" className="text-lg font-semibold text-gray-900">
                {t('description')}
              </h2>
              <p className="text-sm leading-relaxed whitespace-pre-line text-gray-700">
                {article.localization.Description}
              </p>
            </section>
          )}

          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-gray-100 pt-4">
            <SafetyInformation article={article} />
            {isAuthenticated && (
              <BugReportDialog articleNumber={shownNumber} language={shell.language} />
            )}
          </div>
        </div>
      </article>

      {suggestions.length > 0 && <Suggestions suggestions={suggestions} />}
    </div>
  );
}

function SpecialBadges({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('product');
  const badges: { key: string; label: string; tone: string }[] = [];
  // a campaign's rebate replaces the hot-deal and close-out offers (spec 1 section 4)
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
function Classification({ article }: { article: ArticleDetail }) {
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

interface VariantSelectorProps {
  article: ArticleDetail;
  selected: string;
  onSelect: (articleNumber: string) => void;
}

/** The sizes (or other variants) as buttons; the pressed one decides state and price. */
export function VariantSelector({ article, selected, onSelect }: VariantSelectorProps) {
  const { t } = useTranslation('product');
  const variants = sortedVariants(article);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900">{t('variant.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const info = article.stateInformation.find(
            (entry) => entry.articleNumber === variant.articleNumber,
          );
          const unavailable = info !== undefined && !info.hasStock;
          const pressed = variant.articleNumber === selected;
          return (
            <button
              key={variant.articleNumber}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(variant.articleNumber)}
              title={unavailable ? t('variant.noStock') : undefined}
              className={`min-w-12 rounded-md border px-3 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-900 hover:border-brand-700'
              } ${unavailable && !pressed ? 'text-gray-400 line-through' : ''}`}
            >
              {variant.value || variant.articleNumber}
              {unavailable && <span className="sr-only"> ({t('variant.noStock')})</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

interface DateLinesProps {
  article: ArticleDetail;
  state: NonNullable<ReturnType<typeof stateOf>>;
  language: Language;
}

function DateLines({ article, state, language }: DateLinesProps) {
  const { t } = useTranslation('product');
  const preorder =
    state.preorderDate === null ? null : monthRangeDate(state.preorderDate, language);
  // release and pre-order dates are shown as a part of their month (spec 1 section 4)
  const release =
    article.information.firstSalesDay === null
      ? null
      : monthRangeDate(article.information.firstSalesDay, language);
  return (
    <ul className="space-y-0.5 text-sm text-gray-700">
      {preorder !== null && (
        <li className="font-medium text-warning-800">
          {t('date.preorder')}: {t(`monthRange.${preorder.range}`, { month: preorder.month })}
        </li>
      )}
      {release !== null && (
        <li>
          {t('date.release')}: {t(`monthRange.${release.range}`, { month: release.month })}
        </li>
      )}
      {state.etaDate !== null && (
        <li>
          {t('date.eta')}: {formatShortDate(state.etaDate, language)}
        </li>
      )}
    </ul>
  );
}

/** Prices for a customer whose prices are on; for visitors the call to log in. */
export function PriceBox({ article, selected }: { article: ArticleDetail; selected: string }) {
  const { t } = useTranslation('product');
  const { isAuthenticated } = useSession();
  const system = priceSystemOf(article, selected);

  if (!isAuthenticated) {
    return (
      <section
        aria-labelledby="product-prices"
        className="rounded-md border border-brand-200 bg-brand-50 p-4"
      >
        <h2 id="product-prices" className="font-semibold text-gray-900">
          {t('prices.visitorTitle')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('prices.visitorText')}</p>
        <button
          type="button"
          className={buttonClasses('primary', 'mt-3')}
          onClick={() => authDialogs.openLogin()}
        >
          {t('prices.login')}
        </button>
      </section>
    );
  }
  if (system === null) return null;

  const tiers = priceTiers(system);
  const evp = article.information.evp;
  return (
    <section
      aria-labelledby="product-prices"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="product-prices" className="sr-only">
        {t('prices.title')}
      </h2>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold text-gray-900 tabular-nums">
          <span className="sr-only">{t('prices.price')}: </span>
          {formatMoney(system.price, system.currency)}
        </p>
        {system.previousPrice !== undefined && system.previousPrice > system.price && (
          <p className="text-base text-gray-500 tabular-nums">
            <span className="sr-only">{t('prices.previous')}: </span>
            <s>{formatMoney(system.previousPrice, system.currency)}</s>
          </p>
        )}
        {system.rebate > 0 && (
          <p className="rounded-md bg-accent-50 px-2 py-0.5 text-sm font-semibold text-accent-800">
            {t('prices.rebate', { rebate: system.rebate })}
          </p>
        )}
      </div>
      <p className="text-sm text-gray-600">
        {system.caseQuantity > 1
          ? t('prices.perPieceInCase', {
              size: system.caseQuantity,
              casePrice: formatMoney(system.price * system.caseQuantity, system.currency),
            })
          : t('prices.perPieceOnly')}
      </p>
      {evp !== undefined && (
        <p className="text-sm text-gray-600">
          {t('prices.evp')}: {formatMoney(evp, system.currency)}
        </p>
      )}
      {tiers.length > 1 && (
        <table className="w-full max-w-sm text-sm">
          <caption className="mb-1 text-left font-semibold text-gray-900">
            {t('prices.tiers')}
          </caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-600">
              <th scope="col" className="py-1 font-medium">
                {t('prices.tierAmount')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('prices.tierPrice')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('prices.tierRebate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.amount} className="border-b border-gray-100 tabular-nums">
                <td className="py-1">{t('prices.fromAmount', { count: tier.amount })}</td>
                <td className="py-1 text-right">{formatMoney(tier.price, system.currency)}</td>
                <td className="py-1 text-right">
                  {tier.rebate > 0 ? t('prices.rebate', { rebate: tier.rebate }) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddToBasket
        articleNumber={selected}
        articleName={article.localization.Name}
        caseQuantity={system.caseQuantity}
        disabled={stateOf(article, selected)?.state === 'soldOut'}
        className="border-t border-gray-100 pt-3"
      />
    </section>
  );
}

function Facts({ article, language }: { article: ArticleDetail; language: Language }) {
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

/** GPSR product safety information in a dialog: manufacturer, responsible person, warnings. */
function SafetyInformation({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const gpsr = article.gpsrInformation;
  if (gpsr === null) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('safety.open')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('safety.title')}>
        <div className="space-y-3">
          <dl className="space-y-1 text-sm">
            <div>
              <dt className="inline text-gray-600">{t('safety.manufacturer')}: </dt>
              <dd className="inline text-gray-900">{gpsr.manufacturer}</dd>
            </div>
            {gpsr.responsiblePerson !== null && (
              <div>
                <dt className="inline text-gray-600">{t('safety.responsiblePerson')}: </dt>
                <dd className="inline text-gray-900">{gpsr.responsiblePerson}</dd>
              </div>
            )}
          </dl>
          {gpsr.safetyWarnings.length > 0 && (
            <>
              <h3 className="text-sm font-semibold text-gray-900">{t('safety.warnings')}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
                {gpsr.safetyWarnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </>
          )}
          {gpsr.images.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {gpsr.images.map((image) => (
                <li key={image}>
                  <img
                    src={image}
                    alt=""
                    className="size-16 rounded border border-gray-200 object-contain"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
    </>
  );
}

function Suggestions({ suggestions }: { suggestions: readonly ArticleSummary[] }) {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  return (
    <section aria-labelledby="product-suggestions" className="mt-12 space-y-4">
      <h2 id="product-suggestions" className="text-xl font-bold text-gray-900">
        {t('suggestions')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {suggestions.map((item) => (
          <li key={item.articleNumber}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-md border border-gray-200 bg-white hover:border-gray-300 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus">
              <div className="aspect-square bg-gray-50 p-3">
                <img
                  src={item.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </div>
              <div className="flex flex-1 flex-col gap-1.5 border-t border-gray-100 p-3">
                <AvailabilityBadge state={item.state} />
                <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900">
                  <Link
                    to={paths.product.href(shell, item.articleNumber)}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
                  >
                    {item.name}
                  </Link>
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
