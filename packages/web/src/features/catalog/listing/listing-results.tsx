import { memo, useId } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { SearchArticle } from '@shop/domain/api/search.ts';
import { MONEY_CURRENCIES, type MoneyCurrency } from '@shop/domain/rules/money.ts';
import { PAGE_SIZES, type PageLimitIndex } from '@shop/domain/rules/paging.ts';
import type { SortId } from '@shop/domain/rules/sort-ids.ts';
import {
  ArticleCard,
  ArticleCardSkeleton,
  type ArticleCardArticle,
} from '#web/shared/ui/article-card.tsx';
import type { ListingView } from '#web/features/catalog/listing/listing-url.ts';
import { writeStored } from '#web/shared/storage/local-storage.ts';
import { HydrateLater, PAGE_STEP } from '#web/shared/ssr/hydrate-later.tsx';
import { PROGRESSIVE_CHUNK, useProgressiveCount } from '#web/shared/ui/rendering-steps.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';

const SELECT =
  'rounded-md border border-gray-400 bg-white px-2.5 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-focus focus:outline-none';

interface ControlsProps {
  sort: SortId | undefined;
  sortOptions: SortId[];
  onSort: (sort: SortId) => void;
  limitIndex: PageLimitIndex;
  onLimit: (index: PageLimitIndex) => void;
  view: ListingView;
  viewHref: (view: ListingView) => string;
}

/**
 * Sort select, page size select and the list/gallery toggle. The selects act through the script
 * only, so the server's page shows them disabled until it runs (decision 126): a choice made
 * before would be lost.
 */
export function ListingControls(props: ControlsProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const beforeScript = !useScripted();
  const options =
    props.sort === undefined || props.sortOptions.includes(props.sort)
      ? props.sortOptions
      : [...props.sortOptions, props.sort];
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <div className="flex w-full flex-col sm:w-auto">
        <label htmlFor={`${id}-sort`} className="text-xs font-medium text-gray-700">
          {t('listing.sort.label')}
        </label>
        <select
          id={`${id}-sort`}
          value={props.sort ?? ''}
          onChange={(event) => props.onSort(Number(event.target.value) as SortId)}
          disabled={beforeScript}
          className={SELECT}
        >
          {props.sort === undefined && <option value="" disabled />}
          {options.map((sort) => (
            <option key={sort} value={sort}>
              {t(`listing.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-limit`} className="text-xs font-medium text-gray-700">
          {t('listing.pageSize')}
        </label>
        <select
          id={`${id}-limit`}
          value={props.limitIndex}
          onChange={(event) => props.onLimit(Number(event.target.value) as PageLimitIndex)}
          disabled={beforeScript}
          className={SELECT}
        >
          {PAGE_SIZES.map((size, index) => (
            <option key={size} value={index}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label={t('listing.view.label')} className="ml-auto flex">
        {(['list', 'gallery'] as const).map((view) => (
          <Link
            key={view}
            to={props.viewHref(view)}
            // remembered at the click, before the next page can be opened
            // (docs/product/catalog.md#cat-view)
            onClick={() => writeStored('listingView', view)}
            aria-current={props.view === view ? 'true' : undefined}
            className={`border border-gray-300 px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${props.view === view ? 'border-brand-700 bg-brand-700 text-white' : 'bg-white text-gray-800 hover:bg-gray-50'}`}
          >
            {t(`listing.view.${view}`)}
          </Link>
        ))}
      </div>
    </div>
  );
}

function moneyCurrency(currency: string | undefined): MoneyCurrency | undefined {
  return (MONEY_CURRENCIES as readonly string[]).includes(currency ?? '')
    ? (currency as MoneyCurrency)
    : undefined;
}

/** A search hit as an article card; a price without a currency the shop knows is left out. */
function toCard(article: SearchArticle): ArticleCardArticle {
  const currency = moneyCurrency(article.currency);
  return {
    articleNumber: article.articleNumber,
    name: article.name,
    producer: article.producer,
    image: article.image,
    state: article.state,
    releaseDate: article.releaseDate,
    preorderDate: article.preorderDate,
    caseQuantity: article.caseQuantity,
    ...(article.magicReleaseDate !== undefined
      ? { magicReleaseDate: article.magicReleaseDate }
      : {}),
    ...(article.restriction !== undefined ? { restriction: article.restriction } : {}),
    ...(currency !== undefined && article.price !== undefined
      ? { price: article.price, currency }
      : {}),
    ...(currency !== undefined && article.priceTiers !== undefined
      ? { priceTiers: article.priceTiers }
      : {}),
  };
}

export const GALLERY_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-3 xl:grid-cols-4';

/** Items of the first row (two on a phone) are above the fold: their pictures load first. */
const PRIORITY_ITEMS = 2;
/**
 * Items further down the page are not laid out or painted until they come near the screen
 * (content-visibility), so 60 of them cost the first render little; the intrinsic size keeps the
 * page's height (decision 030). An item with the focus paints whole, so the tier list under its
 * quantity field is not clipped at the item's edge.
 */
const LATER = '[content-visibility:auto] focus-within:[content-visibility:visible]';

/** The first twelve cards are taken over with the page, each further twelve in a task of its own. */
const hydrationStepOf = (index: number) => {
  const chunk = Math.floor(index / PROGRESSIVE_CHUNK);
  return chunk === 0 ? 0 : PAGE_STEP + chunk - 1;
};

/** The articles of one page, as dense rows or as a gallery of tiles. */
export function ArticleList(props: { articles: SearchArticle[]; view: ListingView }) {
  const { t } = useTranslation('catalog');
  const { view } = props;
  const articles = props.articles.slice(0, useProgressiveCount(props.articles.length));
  if (view === 'gallery') {
    return (
      <ul aria-label={t('listing.list')} className={GALLERY_GRID}>
        {articles.map((article, index) => (
          <HydrateLater key={article.articleNumber} step={hydrationStepOf(index)}>
            <li
              className={`flex ${index < PRIORITY_ITEMS * 4 ? '' : `${LATER} [contain-intrinsic-size:auto_22rem]`}`}
            >
              <ListedArticle form="gallery" article={article} priority={index < PRIORITY_ITEMS} />
            </li>
          </HydrateLater>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label={t('listing.list')}
      className="divide-y divide-gray-100 rounded-md border border-gray-200 bg-white"
    >
      {articles.map((article, index) => (
        <HydrateLater key={article.articleNumber} step={hydrationStepOf(index)}>
          <li
            className={
              index < PRIORITY_ITEMS * 4 ? '' : `${LATER} [contain-intrinsic-size:auto_6rem]`
            }
          >
            <ListedArticle form="list" article={article} priority={index < PRIORITY_ITEMS} />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

/** A card that renders again only when its article does, not with every change of the page. */
const ListedArticle = memo(function ListedArticle(props: {
  form: 'gallery' | 'list';
  article: SearchArticle;
  priority: boolean;
}) {
  return (
    <ArticleCard form={props.form} article={toCard(props.article)} priority={props.priority} />
  );
});

/**
 * As many placeholders as the smallest page holds: a page of results is at least that long
 * (unless the hits are fewer), so the footer waits below the fold as it will after the answer,
 * instead of coming near for a moment and asking for its FAQ link on a phone (decision 085).
 */
const SKELETON_CARDS = PAGE_SIZES[0];

export function ListSkeleton({ view }: { view: ListingView }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('listing.loading')}</span>
      {view === 'gallery' ? (
        <div aria-hidden="true" className={GALLERY_GRID}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ArticleCardSkeleton key={index} form="gallery" />
          ))}
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="divide-y divide-gray-100 rounded-md border border-gray-200 bg-white"
        >
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ArticleCardSkeleton key={index} form="list" />
          ))}
        </div>
      )}
    </div>
  );
}
