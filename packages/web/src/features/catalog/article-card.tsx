import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleTile } from '@shop/domain/api/shell.ts';
import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '#web/shared/format/date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { AddToBasket } from '#web/shared/basket/add-to-basket.tsx';
import { AvailabilityBadge } from '#web/features/catalog/availability-badge.tsx';

/**
 * An article tile: image, name, producer, availability and date, and the price when the server
 * sends one (a logged-in customer whose prices are on); visitors see none. `priority` for the
 * first tiles of a page, above the fold on a phone: their image loads at once with high priority,
 * as it is the largest content the page paints (decision 030).
 */
export function ArticleCard({
  article,
  priority = false,
}: {
  article: ArticleTile;
  priority?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const href = paths.product.href(shell, article.articleNumber);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-md border border-gray-200 bg-white transition-shadow hover:border-gray-300 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus">
      <div className="aspect-square bg-gray-50 p-3">
        <img
          src={article.image}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-contain transition-transform duration-200 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-gray-100 p-3">
        <AvailabilityBadge state={article.state} />
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {article.name}
          </Link>
        </h3>
        {article.producer !== null && (
          <p className="truncate text-xs text-gray-600">{article.producer}</p>
        )}
        <div className="mt-auto space-y-0.5 pt-1 text-xs text-gray-600">
          {article.preorderDate !== null && (
            <p className="font-medium text-warning-800">
              {t('article.preorderDate', {
                date: formatShortDate(article.preorderDate, shell.language),
              })}
            </p>
          )}
          {article.releaseDate !== null && (
            <p>
              {t('article.releaseDate', {
                date: formatShortDate(article.releaseDate, shell.language),
              })}
            </p>
          )}
          <p className="text-gray-500 tabular-nums">
            {t('article.number', { articleNumber: article.articleNumber })}
          </p>
          {article.price !== undefined && article.currency !== undefined && (
            <div className="pt-1">
              <p className="text-base font-bold whitespace-nowrap text-gray-900 tabular-nums">
                <span className="sr-only">{t('article.price')}: </span>
                {formatMoney(article.price, article.currency)}
              </p>
              <PieceAndCase
                price={article.price}
                currency={article.currency}
                size={article.caseQuantity}
              />
            </div>
          )}
          {article.price !== undefined && (
            <AddToBasket
              articleNumber={article.articleNumber}
              articleName={article.name}
              caseQuantity={article.caseQuantity}
              disabled={article.state === 'soldOut'}
              compact
              inCard
              className="pt-1.5"
            />
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * What the price counts: lists show the piece price, the one the article page, the basket,
 * the price filter and sorts use, with the case size and the price of a case next to it, as
 * the quantity box counts cases (docs/decisions/022-one-customer-price.md).
 */
export function PieceAndCase(props: { price: number; currency: MoneyCurrency; size: number }) {
  const { t } = useTranslation('catalog');
  return (
    <p className="text-xs text-gray-600 tabular-nums">
      {props.size > 1
        ? t('article.perPieceInCase', {
            size: props.size,
            casePrice: formatMoney(props.price * props.size, props.currency),
          })
        : t('article.perPiece')}
    </p>
  );
}

/** The grey shape of a card while its data loads. */
export function ArticleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-md border border-gray-200 bg-white"
    >
      <div className="aspect-square animate-pulse bg-gray-100" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-20 animate-pulse rounded-md bg-gray-100" />
        <div className="h-4 w-full animate-pulse rounded-md bg-gray-100" />
        <div className="h-3 w-2/3 animate-pulse rounded-md bg-gray-100" />
      </div>
    </div>
  );
}
