import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StartPage as StartPageData } from '@shop/domain/api/shell.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { ArticleCard, ArticleCardSkeleton } from '#web/shared/ui/article-card.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useStartPage } from '#web/features/catalog/api/get-start-page.ts';

type Section = StartPageData['sections'][number];
type SectionCode = Section['code'];

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

/** Sections with a listing page of their own get a "show all" link. */
const SHOW_ALL: Partial<Record<SectionCode, (shell: ShellParams) => string>> = {
  preOrder: paths.preOrder.href,
  hotDeals: paths.hotDeals.href,
};

/** The start page (spec 2 section 2): new articles, new in stock, pre-orders and hot deals. */
export function StartPage() {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const startPage = useStartPage(shell.language);
  useDocumentTitle(t('title'));

  return (
    <>
      <Intro />
      <div className="mx-auto max-w-content space-y-10 px-4 py-8 sm:px-6">
        {startPage.isPending && <LoadingSections />}
        {startPage.isError && (
          <LoadError error={startPage.error} onRetry={() => void startPage.refetch()} />
        )}
        {startPage.isSuccess &&
          (startPage.data.sections.every((section) => section.articles.length === 0) ? (
            <EmptyStart />
          ) : (
            startPage.data.sections.map((section) => (
              <ArticleSection key={section.code} section={section} />
            ))
          ))}
      </div>
    </>
  );
}

function Intro() {
  const { t } = useTranslation('start');
  const shell = useShellParams();
  const { isAuthenticated } = useSession();
  return (
    <section aria-labelledby="start-title" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8 md:flex-row md:items-end md:justify-between md:py-8">
        <div className="max-w-2xl space-y-2">
          <h1 id="start-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('hero.title')}
          </h1>
          <p className="text-sm text-brand-100 sm:text-base">{t('hero.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {!isAuthenticated && (
            <Link
              to={paths.register.href(shell)}
              className={buttonClasses('primary', 'px-5 py-2.5')}
            >
              {t('hero.register')}
            </Link>
          )}
          <Link
            to={paths.contact.href(shell)}
            className="inline-flex items-center rounded-md px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
          >
            {t('hero.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function ArticleSection({ section }: { section: Section }) {
  const { t } = useTranslation(['start', 'catalog']);
  const shell = useShellParams();
  const headingId = `section-${section.code}`;
  const title = t(`section.${section.code}`);
  const showAll = SHOW_ALL[section.code];
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-baseline justify-between gap-4 border-b border-gray-200 pb-2">
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          {title}
          <span className="ml-2 text-sm font-normal text-gray-500">
            {t('catalog:articleCount', { count: section.articles.length })}
          </span>
        </h2>
        {showAll !== undefined && (
          <Link
            to={showAll(shell)}
            aria-label={t('section.showAllOf', { section: title })}
            className="shrink-0 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('section.showAll')} →
          </Link>
        )}
      </div>
      {section.articles.length === 0 ? (
        <p className="rounded-md bg-gray-50 px-4 py-6 text-sm text-gray-600">
          {t('section.empty')}
        </p>
      ) : (
        <ul className={GRID}>
          {section.articles.map((article) => (
            <li key={article.articleNumber} className="flex">
              <ArticleCard form="gallery" article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadingSections() {
  const { t } = useTranslation('start');
  return (
    <div role="status" aria-live="polite" className="space-y-10">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((section) => (
        <div key={section} aria-hidden="true">
          <div className="mb-3 h-7 w-48 animate-pulse rounded-md bg-gray-100" />
          <div className={GRID}>
            {Array.from({ length: 6 }, (_, index) => (
              <ArticleCardSkeleton key={index} form="gallery" />
            ))}
          </div>
        </div>
      ))}
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
