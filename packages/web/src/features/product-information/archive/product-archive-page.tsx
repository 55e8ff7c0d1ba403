import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import type { ProductArchiveParameters } from '@shop/domain/api/product-archive.ts';
import { pageCount } from '@shop/domain/rules/paging.ts';
import { downloadCsv } from '#web/shared/download.ts';
import { CsvFormatSelect, useCsvFormat } from '#web/shared/ui/csv-format-select.tsx';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useReportFailure } from '#web/shared/errors/client-error-reporter.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import {
  fetchProductArchiveCsv,
  useProductArchive,
} from '#web/features/product-information/api/product-archive.ts';
import { ArchiveControls } from './archive-controls.tsx';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  requestOfFilters,
  searchOfFilters,
  type ArchiveFilters,
} from './archive-filters.ts';
import { ArchiveList, ArchivePaging } from './archive-list.tsx';

/**
 * /account/product-archive: the sold-out articles (docs/product/account.md#account-archive) with
 * producer, time period, search, sort, page size and paging, all kept in the address; a CSV of
 * every match.
 */
export function ProductArchivePage() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const parameters = requestOfFilters(filters, shell.language, user?.shop ?? shell.shop);
  const archive = useProductArchive(user?.customerNumber ?? '', parameters);
  const { csv, download, format, setFormat } = useArchiveCsv(parameters);
  useDocumentTitle(t('archive.title'), describedAs('productArchive'));

  const go = (next: ArchiveFilters) => setSearchParams(new URLSearchParams(searchOfFilters(next)));
  const change = (partial: Partial<ArchiveFilters>) => go({ ...filters, ...partial, page: 1 });
  const toPage = (page: number) => {
    go({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  const data = archive.data;
  const totalPages = data ? pageCount(data.totalCount, filters.size) : 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('archive.title')}</h1>
          <p className="mt-2 text-gray-700">{t('archive.intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <CsvFormatSelect value={format} onChange={setFormat} />
          <button
            type="button"
            onClick={() => void download()}
            disabled={csv === 'running' || data?.totalCount === 0}
            className={buttonClasses('secondary')}
          >
            {csv === 'running' ? t('archive.csv.running') : t('archive.csv.button')}
          </button>
        </div>
      </div>
      {csv === 'failed' && (
        <Notice tone="error" className="mt-4">
          {t('archive.csv.error')}
        </Notice>
      )}
      <div className="mt-6">
        <ArchiveControls
          filters={filters}
          producers={data?.producers ?? []}
          onChange={change}
          onReset={() => go(DEFAULT_FILTERS)}
        />
      </div>
      <div className="mt-6" aria-busy={archive.isFetching}>
        <ArchiveResults
          archive={archive}
          page={filters.page}
          totalPages={totalPages}
          onPage={toPage}
        />
      </div>
    </div>
  );
}

/** The CSV of every match, with its state for the button and the error notice. */
function useArchiveCsv(parameters: ProductArchiveParameters) {
  const [csv, setCsv] = useState<'idle' | 'running' | 'failed'>('idle');
  const [format, setFormat] = useCsvFormat();
  const download = async () => {
    setCsv('running');
    try {
      const text = await fetchProductArchiveCsv(parameters, format);
      downloadCsv(`product-archive-${new Date().toISOString().slice(0, 10)}.csv`, `\uFEFF${text}`);
      setCsv('idle');
    } catch {
      setCsv('failed');
    }
  };
  return { csv, download, format, setFormat };
}

/** The loading, error, empty or filled state of the archive list, with the paging. */
function ArchiveResults({
  archive,
  page,
  totalPages,
  onPage,
}: {
  archive: ReturnType<typeof useProductArchive>;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const data = archive.data;
  // the failure is logged on the server, the spinner gives way to the notice
  useReportFailure('productArchiveLoad', archive.isError, archive.error);
  return archive.isPending ? (
    <Spinner label={tc('loading')} className="py-16" />
  ) : archive.isError ? (
    <Notice tone="error" title={t('archive.error')}>
      <button
        type="button"
        onClick={() => void archive.refetch()}
        className="mt-2 font-semibold underline"
      >
        {tc('retry')}
      </button>
    </Notice>
  ) : data!.productArchiveItems.length === 0 ? (
    <p className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-12 text-center text-gray-700">
      {t('archive.empty')}
    </p>
  ) : (
    <>
      <p role="status" className="mb-3 text-sm text-gray-700">
        {t('archive.count', { count: data!.totalCount })}
      </p>
      <div className={archive.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <ArchiveList items={data!.productArchiveItems} />
      </div>
      <ArchivePaging page={page} totalPages={totalPages} onPage={onPage} />
    </>
  );
}
