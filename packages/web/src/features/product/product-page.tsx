import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { ArticleAnswer, ArticleDetail } from '@shop/domain/api/article.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { recordLastViewed } from '#web/shared/storage/last-viewed.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { Breadcrumb } from '#web/shared/ui/breadcrumb.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Later } from '#web/shared/ui/rendering-steps.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { articleDescription } from '#web/shared/seo/page-description.ts';
import { ArticleNotes } from '#web/features/product/article-notes.tsx';
import { articleTrail } from '#web/features/product/article-breadcrumb.ts';
import { Countdown } from '#web/features/product/countdown.tsx';
import { useArticle } from '#web/features/product/api/get-article.ts';
import {
  initialSelection,
  isLongArticleNumber,
  stateOf,
} from '#web/features/product/article-view.ts';
import { PriceBox } from '#web/features/product/price-box.tsx';
import {
  Classification,
  DateLines,
  Facts,
  SpecialBadges,
} from '#web/features/product/product-facts.tsx';
import { ProductGallery } from '#web/features/product/product-gallery.tsx';
import { ProductSuggestions } from '#web/features/product/product-suggestions.tsx';
import { SafetyInformation } from '#web/features/product/safety-information.tsx';
import { VariantGrid } from '#web/features/product/variant-grid.tsx';
import { VariantSelector } from '#web/features/product/variant-selector.tsx';

// the page's head comes in the page's file: one request less before the page's picture on a
// phone's slow line (decision 071)
export { ProductHead } from '#web/features/product/product-head.tsx';

// a customer's report form with its form library (13 KB gzip): not part of the page's first paint
const BugReportDialog = lazy(async () => ({
  default: (await import('#web/features/product/bug-report-dialog.tsx')).BugReportDialog,
}));

/**
 * /{shop}/{language}/product/{articleNumber}: the article detail page
 * (docs/product/catalog.md#cat-article-route).
 */
export function ProductPage() {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  const navigate = useNavigate();
  const { articleNumber = '' } = useParams();
  const query = useArticle(articleNumber, shell.language);
  const failed = query.isError && query.data === undefined;

  const article = query.data?.article;
  useDocumentTitle(
    article?.localization.Name ?? articleNumber.toUpperCase(),
    article === undefined
      ? undefined
      : (tc) =>
          articleDescription(tc, {
            name: article.localization.Name,
            producer: article.producers[0]?.name ?? null,
            text: article.localization.Description,
          }),
  );

  // an article that cannot be loaded leads to the search for its number
  // (docs/product/catalog.md#cat-article-route); a network failure keeps the page with a retry, as
  // the search could not load either
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
      {/* the breadcrumb's line, so the page does not move when the article arrives */}
      <div aria-hidden="true" className="mb-3 h-6 w-56 animate-pulse rounded-md bg-gray-100" />
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

/** The article with its pictures, the selected variant's state and price, and suggestions. */
export function ProductView({ answer }: { answer: ArticleAnswer }) {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  const { article, suggestions } = answer;
  const { isAuthenticated } = useSession();
  const [selected, setSelected] = useState(() => initialSelection(article));
  const name = article.localization.Name;
  const images = article.images.map((image) => image.path);
  const shownNumber = article.variants.length > 0 ? selected : article.articleNumber;

  const firstImage = images[0] ?? '';
  // recorded once per article: both values are strings that change only with it
  useEffect(() => {
    recordLastViewed({ articleNumber: article.articleNumber, image: firstImage });
  }, [article.articleNumber, firstImage]);
  useEffect(() => tracker.articleView(article.articleNumber), [article.articleNumber]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumb trail={articleTrail(article, shell)} />
      <article aria-labelledby="product-name" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={name} images={images} />
        <div className="flex min-w-0 flex-col gap-5">
          <ProductHeader article={article} shownNumber={shownNumber} />

          {article.variants.length > 0 && (
            <VariantSelector article={article} selected={selected} onSelect={setSelected} />
          )}

          <Availability article={article} selected={selected} />

          {article.information.countdown !== null && (
            <Countdown until={article.information.countdown} />
          )}

          {article.damagedPackaging !== null && <DamagedNotice />}

          <ArticleNotes article={article} language={shell.language} />

          <PriceBox article={article} selected={selected} withAdd={article.variants.length === 0} />

          {article.variants.length > 0 && <VariantGrid article={article} />}

          {/* below a phone's first screen: rendered one task later on a new page (decision 068) */}
          <Later>
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
                <Suspense fallback={null}>
                  <BugReportDialog articleNumber={shownNumber} language={shell.language} />
                </Suspense>
              )}
            </div>
          </Later>
        </div>
      </article>

      {suggestions.length > 0 && (
        <Later>
          <ProductSuggestions suggestions={suggestions} />
        </Later>
      )}
    </div>
  );
}

/** Badges, name, the shown article number and the producer, theme and type links. */
function ProductHeader({ article, shownNumber }: { article: ArticleDetail; shownNumber: string }) {
  const { t } = useTranslation('product');
  return (
    <header className="space-y-2">
      <SpecialBadges article={article} />
      <h1
        id="product-name"
        className="text-2xl font-bold tracking-tight text-balance text-gray-900 sm:text-3xl"
      >
        {article.localization.Name}
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
  );
}

/** The selected article's availability, low stock and dates. */
function Availability({ article, selected }: { article: ArticleDetail; selected: string }) {
  const { t } = useTranslation('product');
  const state = stateOf(article, selected);
  if (state === null) return null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <AvailabilityBadge state={state.state} size="md" />
        {state.lowStock && (
          <span className="text-sm font-medium text-warning-800">{t('lowStock')}</span>
        )}
      </div>
      <DateLines article={article} state={state} />
    </div>
  );
}

/** Damaged packaging: a note, and for customers the link to all such articles. */
function DamagedNotice() {
  const { t } = useTranslation('product');
  const shell = useShellParams();
  const { isAuthenticated } = useSession();
  return (
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
  );
}
