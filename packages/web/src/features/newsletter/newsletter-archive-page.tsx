import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import type { NewsletterSummary } from '@shop/domain/api/newsletter-archive.ts';
import { MAX_NEWSLETTER_SEARCH } from '@shop/domain/api/newsletter-archive.ts';
import { pageCount } from '@shop/domain/rules/paging.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Pager } from '#web/shared/ui/pager.tsx';
import { useNewsletterArchive } from '#web/features/newsletter/api/get-newsletter-archive.ts';
import { formatNewsletterDate } from './newsletter-date.ts';

/** The page and search of the archive live in the address, so a reload or link keeps them. */
function useArchiveFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  function set(next: { page: number; search: string }) {
    const query: Record<string, string> = {};
    if (next.page > 1) query.page = String(next.page);
    if (next.search !== '') query.search = next.search;
    setParams(query);
  }
  return { page, search, set };
}

/**
 * /account/newsletter-archiv (docs/product/newsletters.md#nl-archive, decision 051): the
 * newsletters in the buyer's language, newest first, ten a page, searchable in title, teaser and
 * text.
 */
export function NewsletterArchivePage() {
  const { t } = useTranslation('newsletter');
  const shell = useShellParams();
  const filters = useArchiveFilters();
  const list = useNewsletterArchive(shell.language, filters.page, filters.search);
  useDocumentTitle(t('archive.title'), describedAs('newsletterArchive'));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('archive.title')}</h1>
      <p className="mt-2 text-gray-700">{t('archive.intro')}</p>
      <SearchForm
        key={filters.search}
        search={filters.search}
        onSearch={(search) => filters.set({ page: 1, search })}
      />
      <section className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner label={t('archive.loading')} />
        ) : list.isError ? (
          <LoadFailed
            title={t('archive.loadError')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.totalCount === 0 ? (
          <EmptyList>
            {filters.search === ''
              ? t('archive.empty')
              : t('archive.noMatch', { search: filters.search })}
          </EmptyList>
        ) : (
          <>
            <p className="mb-2 text-sm text-gray-600" aria-live="polite">
              {t('archive.count', { count: list.data.totalCount })}
            </p>
            <ul className="space-y-3">
              {list.data.newsletters.map((newsletter) => (
                <ArchiveEntry key={newsletter.id} newsletter={newsletter} />
              ))}
            </ul>
            <div className="mt-4">
              <Pager
                page={filters.page}
                pages={pageCount(list.data.totalCount, list.data.pageSize)}
                label={t('archive.paging')}
                onPage={(page) => filters.set({ page, search: filters.search })}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('newsletter');
  const [text, setText] = useState(search);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form
      role="search"
      aria-label={t('archive.search')}
      noValidate
      className="mt-6 flex flex-wrap items-end gap-2"
      onSubmit={submit}
    >
      <TextField
        className="min-w-0 flex-1 basis-60"
        label={t('archive.search')}
        type="search"
        maxLength={MAX_NEWSLETTER_SEARCH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonClasses('primary')}>
        {t('archive.searchButton')}
      </button>
    </form>
  );
}

function ArchiveEntry({ newsletter }: { newsletter: NewsletterSummary }) {
  const shell = useShellParams();
  return (
    <li className="flex gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      {newsletter.image !== null && (
        <img
          src={newsletter.image}
          alt=""
          loading="lazy"
          className="hidden size-20 shrink-0 rounded-md object-cover sm:block"
        />
      )}
      <div className="min-w-0">
        <p className="text-xs text-gray-600">
          {formatNewsletterDate(newsletter.publishedAt, shell.language)}
        </p>
        <h2 className="mt-0.5 font-semibold text-gray-900">
          <Link
            to={paths.accountNewsletterIssue.href(shell, String(newsletter.id))}
            className="text-brand-800 hover:underline"
          >
            {newsletter.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-gray-700">{newsletter.teaser}</p>
      </div>
    </li>
  );
}
