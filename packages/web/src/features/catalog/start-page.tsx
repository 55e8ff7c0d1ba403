import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type {
  SellingPoints,
  StartEntry,
  StartPage as StartPageAnswer,
  StartSection,
} from '@shop/domain/api/start-page.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { paths, shellHref } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { PartnerSlider } from '#web/shared/partners/partner-slider.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Icon } from '#web/shared/ui/icons.tsx';
import { ArticleCard, ArticleCardSkeleton } from '#web/shared/ui/article-card.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { startDescription } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { HydrateLater, PAGE_STEP } from '#web/shared/ssr/hydrate-later.tsx';
import { Later, useProgressiveCount } from '#web/shared/ui/rendering-steps.ts';
import { useStartPage } from '#web/features/catalog/api/get-start-page.ts';
import { StartBanner } from '#web/features/catalog/start-banner.tsx';

/** Six tiles a section: one row at the widest, three rows of two on a phone. */
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';

/**
 * The start page (docs/product/content.md#content-start, decision 056): the banner, the shop's
 * selling points, entries to the main categories and producers, the four article sections with a
 * link to all their articles (no article twice), and the partner slider.
 */
export function StartPage() {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const startPage = useStartPage(shell);
  useDocumentTitle(t('title'), startDescription);

  return (
    <>
      <Intro />
      <div className="mx-auto max-w-content space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <StartBanner />
        {startPage.isPending && <LoadingStart />}
        {startPage.isError && (
          <LoadError error={startPage.error} onRetry={() => void startPage.refetch()} />
        )}
        {startPage.isSuccess && <StartContent data={startPage.data} />}
        {/* at the page's end, below every first screen: one task after the rest (decision 068) */}
        <Later>
          <PartnerSlider />
        </Later>
      </div>
    </>
  );
}

/**
 * The answer's blocks (selling points, entries, each section of new articles), one per task on a
 * newly opened start page: a phone's first screen shows the first of them, and all in one render
 * blocked the page for about 300 ms on a slow phone (decision 068).
 */
function StartContent({ data }: { data: StartPageAnswer }) {
  const empty = data.sections.every((section) => section.articles.length === 0);
  const blocks = [
    <SellingPointList key="points" points={data.sellingPoints} />,
    <Entries key="entries" categories={data.categories} producers={data.producers} />,
    ...(empty
      ? [<EmptyStart key="empty" />]
      : data.sections.map((section, index) => (
          // each section of the server's page is taken over in a task of its own (decision 155)
          <HydrateLater key={section.code} step={PAGE_STEP + index}>
            <ArticleSection section={section} first={index === 0} />
          </HydrateLater>
        ))),
  ];
  return blocks.slice(0, useProgressiveCount(blocks.length, 1));
}

function Intro() {
  const { t } = useTranslation('start');
  return (
    <section aria-labelledby="start-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-content space-y-1 px-4 py-4 sm:px-6 sm:py-5">
        <h1 id="start-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {t('hero.title')}
        </h1>
        <p className="text-sm text-brand-100">{t('hero.text')}</p>
      </div>
    </section>
  );
}

function SellingPointList({ points }: { points: SellingPoints }) {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const { isAuthenticated } = useSession();
  return (
    <section aria-labelledby="selling-points">
      <h2 id="selling-points" className="sr-only">
        {t('points.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        <SellingPoint icon={<TruckGlyph />} title={freeShippingTitle(points, t)}>
          {t('points.freeShippingText', { country: points.countryName })}
        </SellingPoint>
        <SellingPoint
          icon={<ClockGlyph />}
          title={t('points.deliveryTitle', { days: points.deliveryDays.replace('-', '–') })}
        >
          {t('points.deliveryText')}
        </SellingPoint>
        {isAuthenticated ? (
          <SellingPoint icon={<PersonGlyph />} title={t('points.contactTitle')}>
            <Link to={paths.contact.href(shell)} className={LINK}>
              {t('points.contactLink')}
            </Link>
          </SellingPoint>
        ) : (
          <SellingPoint icon={<PersonGlyph />} title={t('points.becomeTitle')}>
            {t('points.becomeText')}{' '}
            <Link to={paths.register.href(shell)} className={LINK}>
              {t('points.becomeLink')}
            </Link>
          </SellingPoint>
        )}
      </ul>
    </section>
  );
}

function freeShippingTitle(
  points: SellingPoints,
  t: ReturnType<typeof useTranslation<'start'>>['t'],
): string {
  return points.freeShippingFrom > 0
    ? t('points.freeShippingTitle', {
        // one line: the currency sign never stands alone at the start of the next
        amount: formatMoney(points.freeShippingFrom, points.currency).replace(/ /g, '\u00a0'),
      })
    : t('points.shippingTitle');
}

const LINK = 'font-semibold text-brand-700 hover:text-brand-900 hover:underline';

function SellingPoint({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-md border border-gray-200 bg-white p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-gray-900">{title}</h3>
        <p className="mt-0.5 text-sm text-gray-600">{children}</p>
      </div>
    </li>
  );
}

function Entries({ categories, producers }: { categories: StartEntry[]; producers: StartEntry[] }) {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  if (categories.length === 0 && producers.length === 0) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {categories.length > 0 && (
        <EntryList
          id="start-categories"
          title={t('entries.categories')}
          entries={categories}
          href={(entry) => paths.listing.href(shell, 'category', entry.id.toString(16))}
        />
      )}
      {producers.length > 0 && (
        <EntryList
          id="start-producers"
          title={t('entries.producers')}
          entries={producers}
          href={(entry) => paths.listing.href(shell, 'producer', entry.id.toString(16))}
        />
      )}
    </div>
  );
}

function EntryList({
  id,
  title,
  entries,
  href,
}: {
  id: string;
  title: string;
  entries: StartEntry[];
  href: (entry: StartEntry) => string;
}) {
  const { t } = useTranslation('catalog');
  return (
    // min-w-0: as a grid item the list would otherwise widen its column to the whole row
    <nav aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-2 text-lg font-bold text-gray-900">
        {title}
      </h2>
      {/* one scrolling row on a phone, so twelve producers do not fill the screen; relative, so
          the screen-reader counts (absolute) scroll with it instead of widening the page */}
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {entries.map((entry) => (
          <li key={entry.id} className="shrink-0">
            <Link
              to={href(entry)}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-200 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-focus"
            >
              {entry.name}
              <span className="text-xs text-gray-500">
                <span aria-hidden="true">{entry.numberOfArticles}</span>
                <span className="sr-only">
                  {t('articleCount', { count: entry.numberOfArticles })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ArticleSection({ section, first }: { section: StartSection; first: boolean }) {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const headingId = `section-${section.code}`;
  const title = t(`section.${section.code}`);
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-baseline justify-between gap-4 border-b border-gray-200 pb-2">
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        <Link
          to={shellHref(shell, ...section.showAll.split('/').filter(Boolean))}
          aria-label={t('section.showAllOf', { section: title })}
          className={`shrink-0 text-sm ${LINK}`}
        >
          {t('section.showAll')} →
        </Link>
      </div>
      {section.articles.length === 0 ? (
        <p className="rounded-md bg-gray-50 px-4 py-6 text-sm text-gray-600">
          {t('section.empty')}
        </p>
      ) : (
        <ul className={GRID}>
          {section.articles.map((article, index) => (
            <li key={article.articleNumber} className="flex">
              <ArticleCard form="gallery" article={article} priority={first && index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadingStart() {
  const { t } = useTranslation('start');
  return (
    <div role="status" aria-live="polite" className="space-y-8">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid gap-3 md:grid-cols-3">
        {[0, 1, 2].map((point) => (
          <div key={point} className="h-20 animate-pulse rounded-md bg-gray-100" />
        ))}
      </div>
      <div aria-hidden="true">
        <div className="mb-3 h-7 w-48 animate-pulse rounded-md bg-gray-100" />
        <div className={GRID}>
          {Array.from({ length: 6 }, (_, index) => (
            <ArticleCardSkeleton key={index} form="gallery" />
          ))}
        </div>
      </div>
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('start');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <div role="alert" className="rounded-md border border-danger-200 bg-danger-50 p-6">
      <h2 className="text-lg font-semibold text-danger-800">{t('error.title')}</h2>
      <p className="mt-1 text-sm text-danger-800">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'mt-4')}>
        {tc('retry')}
      </button>
    </div>
  );
}

function EmptyStart() {
  const { t } = useTranslation('start');
  return (
    <div className="rounded-md border border-dashed border-gray-300 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-gray-900">{t('empty.title')}</h2>
      <p className="mt-1 text-sm text-gray-600">{t('empty.text')}</p>
    </div>
  );
}

function TruckGlyph() {
  return (
    <Icon>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </Icon>
  );
}

function ClockGlyph() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

function PersonGlyph() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}
