import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { shopDayStart } from '@shop/domain/rules/article-dates.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { AddToBasket } from '#web/shared/basket/add-to-basket.tsx';
import type { PriceTierEntry } from '#web/shared/basket/quantity-tiers.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { clockOf, useCountdown } from '#web/shared/ui/use-countdown.ts';

/** What every article card shows: picture, availability and the name linking to the article. */
export interface ArticleCardBasics {
  articleNumber: string;
  name: string;
  /** the picture's address; the card shows it without alternative text, the name says it */
  image: string;
  /** the article state, shown as the availability badge */
  state: string;
}

/** A card's full data, as lists have it (start page, listings, account lists). */
export interface ArticleCardArticle extends ArticleCardBasics {
  producer: string | null;
  releaseDate: string | null;
  preorderDate: string | null;
  /** units per case: the add-to-basket quantity counts cases when it is above 1 */
  caseQuantity: number;
  /** the piece price in minor units, sent only to a logged-in customer who sees prices */
  price?: number;
  currency?: MoneyCurrency;
  /** the price tiers of the quantity field, sent with the price; the field lists them */
  priceTiers?: readonly PriceTierEntry[];
  /**
   * the Magic street date (docs/product/catalog.md#cat-article-notes), when the article is a Magic
   * article
   */
  magicReleaseDate?: string;
  /** a sales restriction code (noMarketplaces, euOnly) or text */
  restriction?: string;
}

/**
 * `gallery`: a tile for a grid (picture on top); `list`: a dense row for a list. Both show
 * producer, dates and number, and price and add-to-basket when a price came.
 */
export interface ArticleCardProps {
  form: 'gallery' | 'list';
  article: ArticleCardArticle;
  priority?: boolean;
}

/**
 * The shop's article card. The name's link covers the whole card, so the card is one click
 * target and one tab stop besides its basket controls. A gallery card fills its grid
 * cell (put it in a `flex` cell); a list card goes in a list whose rows are divided by lines.
 * Visitors see no price: the server sends none (docs/decisions/022-one-customer-price.md).
 * `priority` for the first cards of a page, above the fold on a phone: their picture loads at
 * once with high priority, as it is the largest content the page paints (decision 030).
 */
export function ArticleCard(props: ArticleCardProps) {
  const priority = props.priority === true;
  if (props.form === 'list') return <ArticleRow article={props.article} priority={priority} />;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-md border border-gray-200 bg-white transition-shadow hover:border-gray-300 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus">
      <div className="aspect-square bg-gray-50 p-3">
        <Picture
          src={props.article.image}
          priority={priority}
          className="size-full object-contain transition-transform duration-200 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-gray-100 p-3">
        <AvailabilityBadge state={props.article.state} />
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900">
          <NameLink article={props.article} />
        </h3>
        <TileDetails article={props.article} />
      </div>
    </article>
  );
}

function NameLink({ article }: { article: ArticleCardBasics }) {
  const shell = useShellParams();
  return (
    <Link
      to={paths.product.href(shell, article.articleNumber)}
      className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
    >
      {article.name}
    </Link>
  );
}

/** Producer, dates, number, price and basket controls under a gallery tile's name. */
function TileDetails({ article }: { article: ArticleCardArticle }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      {article.producer !== null && (
        <p className="truncate text-xs text-gray-600">{article.producer}</p>
      )}
      <div className="mt-auto space-y-0.5 pt-1 text-xs text-gray-600">
        <Dates article={article} as="p" />
        <CardNotes article={article} />
        <p className="text-gray-500 tabular-nums">
          {t('article.number', { articleNumber: article.articleNumber })}
        </p>
        {article.price !== undefined && article.currency !== undefined && (
          <div className="pt-1">
            <PriceLines price={article.price} currency={article.currency} article={article} />
          </div>
        )}
        {article.price !== undefined && (
          <BasketControls article={article} inCard className="pt-1.5" />
        )}
      </div>
    </>
  );
}

/** A list row: picture at the side, name and details, price and basket controls at the end. */
function ArticleRow({ article, priority }: { article: ArticleCardArticle; priority: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <article className="relative flex gap-3 p-2.5 hover:bg-gray-50 has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-focus sm:gap-4">
      <Picture
        src={article.image}
        priority={priority}
        className="size-16 shrink-0 rounded bg-gray-50 object-contain sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:gap-4">
        <div className="min-w-0 flex-1 space-y-0.5">
          <h2 className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900">
            <NameLink article={article} />
          </h2>
          <p className="text-xs text-gray-600">
            <span className="tabular-nums">
              {t('article.number', { articleNumber: article.articleNumber })}
            </span>
            {article.producer !== null && <span> · {article.producer}</span>}
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
            <AvailabilityBadge state={article.state} />
            <Dates article={article} as="span" />
          </div>
          <CardNotes article={article} />
        </div>
        {article.price !== undefined && article.currency !== undefined && (
          <div className="flex shrink-0 flex-col gap-1.5 sm:items-end">
            <div className="sm:text-right">
              <PriceLines price={article.price} currency={article.currency} article={article} />
            </div>
            <BasketControls article={article} />
          </div>
        )}
      </div>
    </article>
  );
}

/** The card's picture, without alternative text: the name says it. */
function Picture({
  src,
  priority,
  className,
}: {
  src: string;
  priority: boolean;
  className: string;
}) {
  return (
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}

/** The pre-order and release dates, each when the article has one, in the one date form. */
function Dates({ article, as: Tag }: { article: ArticleCardArticle; as: 'p' | 'span' }) {
  return (
    <>
      {article.preorderDate !== null && (
        <ArticleDate
          kind="preorder"
          date={article.preorderDate}
          as={Tag}
          className="font-medium text-warning-800"
        />
      )}
      {article.releaseDate !== null && (
        <ArticleDate kind="release" date={article.releaseDate} as={Tag} />
      )}
    </>
  );
}

function BasketControls({
  article,
  inCard = false,
  className = '',
}: {
  article: ArticleCardArticle;
  inCard?: boolean;
  className?: string;
}) {
  return (
    <AddToBasket
      articleNumber={article.articleNumber}
      articleName={article.name}
      caseQuantity={article.caseQuantity}
      {...(article.priceTiers !== undefined && article.currency !== undefined
        ? { priceTiers: { tiers: article.priceTiers, currency: article.currency } }
        : {})}
      disabled={article.state === 'soldOut'}
      compact
      inCard={inCard}
      className={className}
    />
  );
}

/** The piece price and what it counts. */
function PriceLines({
  price,
  currency,
  article,
}: {
  price: number;
  currency: MoneyCurrency;
  article: ArticleCardArticle;
}) {
  return (
    <>
      <Price price={price} currency={currency} />
      <PieceAndCase price={price} currency={currency} size={article.caseQuantity} />
    </>
  );
}

const RESTRICTION_KEYS = {
  noMarketplaces: 'article.restriction.noMarketplaces',
  euOnly: 'article.restriction.euOnly',
} as const;

function isKnownRestriction(code: string): code is keyof typeof RESTRICTION_KEYS {
  return Object.hasOwn(RESTRICTION_KEYS, code);
}

/**
 * The notes a buyer must see before putting an article in a basket from a list: the Magic
 * street date with the time left until it (decision 095) and a sales restriction
 * (docs/decisions/046-article-notes-in-lists.md). The article page shows them in full with the
 * rest of the notes.
 */
function CardNotes({ article }: { article: ArticleCardArticle }) {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const { magicReleaseDate, restriction } = article;
  if (magicReleaseDate === undefined && restriction === undefined) return null;
  return (
    // not a list: the card sits in the article list, whose items are the articles
    <div className="space-y-0.5 text-xs font-medium text-brand-900">
      {magicReleaseDate !== undefined && (
        <p>
          <span>
            {t('article.magicRelease', { date: formatShortDate(magicReleaseDate, shell.language) })}
          </span>{' '}
          <ReleaseCountdown day={magicReleaseDate} />
        </p>
      )}
      {restriction !== undefined && (
        <p>
          {isKnownRestriction(restriction)
            ? t(RESTRICTION_KEYS[restriction])
            : t('article.restriction.other', { text: restriction })}
        </p>
      )}
    </div>
  );
}

/** The time left until a release day begins in Germany, gone once it has begun. */
function ReleaseCountdown({ day }: { day: string }) {
  const { t } = useTranslation('catalog');
  const start = shopDayStart(day);
  const parts = useCountdown(start);
  if (start === null || parts === null) return null;
  const clock = clockOf(parts);
  return (
    <time dateTime={start} className="whitespace-nowrap text-accent-800 tabular-nums">
      {parts.days > 0
        ? t('article.releaseIn', { count: parts.days, clock })
        : t('article.releaseInClock', { clock })}
    </time>
  );
}

function Price({ price, currency }: { price: number; currency: MoneyCurrency }) {
  const { t } = useTranslation('catalog');
  return (
    <p className="text-base font-bold whitespace-nowrap text-gray-900 tabular-nums">
      <span className="sr-only">{t('article.price')}: </span>
      {formatMoney(price, currency)}
    </p>
  );
}

/**
 * What the price counts: lists show the piece price, the one the article page, the basket,
 * the price filter and sorts use, with the case size and the price of a case next to it, as
 * the quantity box counts cases (docs/decisions/022-one-customer-price.md).
 */
function PieceAndCase(props: { price: number; currency: MoneyCurrency; size: number }) {
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

/** The grey shape of a card while its data loads, in the form of the cards it stands for. */
export function ArticleCardSkeleton({ form }: { form: 'gallery' | 'list' }) {
  if (form === 'list') {
    return (
      <div className="flex gap-4 p-2.5">
        <div className="size-16 animate-pulse rounded bg-gray-100 sm:size-20" />
        <div className="flex-1 space-y-2 py-1">
          <div className="h-4 w-2/3 animate-pulse rounded bg-gray-100" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-gray-100" />
          <div className="h-4 w-24 animate-pulse rounded bg-gray-100" />
        </div>
      </div>
    );
  }
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
