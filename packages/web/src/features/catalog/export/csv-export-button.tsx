import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleSearchRequest, SearchArticle } from '@shop/domain/api/search.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useAvailabilityLabel } from '#web/shared/ui/availability-badge.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { getArticlesForIds } from '#web/features/catalog/api/articles-for-ids.ts';
import { searchArticles } from '#web/features/catalog/listing/api/search-articles.ts';
import {
  CSV_COLUMNS,
  CSV_EXPORT_LIMIT,
  buildArticlesCsv,
  csvChunks,
  csvFileName,
  type CsvColumn,
} from '#web/features/catalog/export/articles-csv.ts';
import { downloadCsv } from '#web/shared/download.ts';
import { CsvFormatSelect, useCsvFormat } from '#web/shared/ui/csv-format-select.tsx';
import { csvStyle, type CsvFormat } from '@shop/domain/rules/csv-format.ts';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'error'; error: unknown }
  | { kind: 'done'; rows: number };

interface CsvExportProps {
  /** the current search without paging */
  request: Omit<ArticleSearchRequest, 'offset' | 'limit' | 'overview' | 'csv'>;
  hits: number;
  withPrices: boolean;
}

/**
 * CSV export of the current result (docs/product/catalog.md#cat-csv-export): up to 30000 rows, read
 * in pages of 1000 through POST /api/articles (limit up to 30000 with `csv`) with a progress bar
 * and a cancel button, each page's EANs through POST /api/articlesForIDs; articles-csv.ts writes
 * the file.
 */
export function CsvExportButton(props: CsvExportProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const { hits } = props;
  const [format, setFormat] = useCsvFormat();
  const { state, run, cancel } = useCsvExport(props, format);

  if (state.kind === 'running') {
    return <ExportProgress done={state.done} total={state.total} onCancel={cancel} />;
  }

  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
      <CsvFormatSelect value={format} onChange={setFormat} />
      <button
        type="button"
        disabled={hits === 0}
        onClick={() => void run()}
        className={buttonClasses('secondary', 'px-3 py-1.5')}
        title={
          hits > CSV_EXPORT_LIMIT ? t('export.limited', { limit: CSV_EXPORT_LIMIT }) : undefined
        }
      >
        {t('export.button')}
      </button>
      {state.kind === 'error' && (
        <p role="alert" className="text-sm text-danger-800">
          {t('export.error')} {errorMessage(state.error)}{' '}
          <button
            type="button"
            onClick={() => void run()}
            className="font-semibold text-brand-700 hover:underline"
          >
            {tc('retry')}
          </button>
        </p>
      )}
      {state.kind === 'done' && (
        <p role="status" className="text-sm text-success-800">
          {t('export.done', { count: state.rows })}
        </p>
      )}
    </div>
  );
}

/** Runs the export page by page; a new run or leaving the page cancels the running one. */
function useCsvExport({ request, hits, withPrices }: CsvExportProps, format: CsvFormat) {
  const { t } = useTranslation('catalog');
  const availabilityLabel = useAvailabilityLabel();
  const shell = useShellParams();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function run() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const chunks = csvChunks(hits);
    const total = Math.min(hits, CSV_EXPORT_LIMIT);
    setState({ kind: 'running', done: 0, total });
    try {
      const articles: SearchArticle[] = [];
      const barcodes = new Map<string, string | null>();
      for (const chunk of chunks) {
        const page = await searchArticles({ ...request, ...chunk, csv: true }, controller.signal);
        const entries = await getArticlesForIds(
          page.articles.map((article) => article.articleNumber),
          shell.language,
          controller.signal,
        );
        for (const entry of entries) barcodes.set(entry.articleNumber, entry.barcode);
        articles.push(...page.articles);
        setState({ kind: 'running', done: Math.min(articles.length, total), total });
        // the result shrank while exporting: nothing more to fetch
        if (page.articles.length < chunk.limit) break;
      }
      const headers = Object.fromEntries(
        CSV_COLUMNS.map((column) => [column, t(`export.column.${column}`)]),
      ) as Record<CsvColumn, string>;
      const csv = await buildArticlesCsv({
        articles,
        barcodes,
        withPrices,
        style: csvStyle(shell.language, format),
        headers,
        availability: availabilityLabel,
      });
      downloadCsv(csvFileName(new Date()), csv);
      setState({ kind: 'done', rows: articles.length });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else setState({ kind: 'error', error });
    }
  }

  return { state, run, cancel: () => abort.current?.abort() };
}

/** The share of rows read so far, with the button that cancels the export. */
function ExportProgress({
  done,
  total,
  onCancel,
}: {
  done: number;
  total: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalog');
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="flex min-w-56 flex-1 items-center gap-3">
      <div className="flex-1">
        <p id="csv-progress-label" className="text-xs font-medium text-gray-700">
          {t('export.progress', { done, total })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="csv-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full bg-brand-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <button type="button" onClick={onCancel} className={buttonClasses('ghost', 'px-3 py-1.5')}>
        {t('export.cancel')}
      </button>
    </div>
  );
}
