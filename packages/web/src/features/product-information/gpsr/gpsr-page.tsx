import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { GPSR_LANGUAGES, isGpsrLanguage, GPSR_FALLBACK_LANGUAGE } from '@shop/domain/api/gpsr.ts';
import type { Language } from '@shop/domain/shops.ts';
import { downloadCsv } from '#web/shared/download.ts';
import { CsvFormatSelect, useCsvFormat } from '#web/shared/ui/csv-format-select.tsx';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useReportFailure } from '#web/shared/errors/client-error-reporter.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { fetchGpsrCsv, useGpsrFaq } from '#web/features/product-information/api/gpsr.ts';

/**
 * A language's own name for itself, e.g. "Deutsch", "Ελληνικά"
 * (docs/product/account.md#account-gpsr-languages).
 */
function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/**
 * /account/gpsr: the GPSR FAQ in the user's language (English when there is none; any of the
 * 24 EU languages on request) and the CSV of the GPSR data (docs/decisions/042-gpsr-export.md).
 */
export function GpsrPage() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const [language, setLanguage] = useState<string>(
    isGpsrLanguage(shell.language) ? shell.language : GPSR_FALLBACK_LANGUAGE,
  );
  useDocumentTitle(t('gpsr.title'), describedAs('gpsr'));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('gpsr.title')}</h1>
      <p className="mt-3 text-gray-700">{t('gpsr.intro')}</p>

      <GpsrCsvSection language={shell.language} />

      <GpsrFaqSection language={language} onLanguageChange={setLanguage} />
    </div>
  );
}

/** The download of the GPSR data as CSV, in the shop language. */
function GpsrCsvSection({ language }: { language: Language }) {
  const { t } = useTranslation('account');
  const [csv, setCsv] = useState<'idle' | 'running' | 'failed'>('idle');
  const [format, setFormat] = useCsvFormat();
  const download = async () => {
    setCsv('running');
    try {
      downloadCsv('gpsr.csv', `\uFEFF${await fetchGpsrCsv(language, format)}`);
      setCsv('idle');
    } catch {
      setCsv('failed');
    }
  };
  return (
    <section
      aria-labelledby="gpsr-csv"
      className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-xs"
    >
      <h2 id="gpsr-csv" className="text-lg font-semibold text-gray-900">
        {t('gpsr.csv.title')}
      </h2>
      <p className="mt-2 text-gray-700">{t('gpsr.csv.text')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <CsvFormatSelect value={format} onChange={setFormat} />
        <button
          type="button"
          onClick={() => void download()}
          disabled={csv === 'running'}
          className={buttonClasses('primary')}
        >
          {csv === 'running' ? t('archive.csv.running') : t('gpsr.csv.button')}
        </button>
      </div>
      {csv === 'failed' && (
        <Notice tone="error" className="mt-4">
          {t('archive.csv.error')}
        </Notice>
      )}
    </section>
  );
}

/** The FAQ with its language choice. */
function GpsrFaqSection({
  language,
  onLanguageChange,
}: {
  language: string;
  onLanguageChange: (language: string) => void;
}) {
  const { t } = useTranslation('account');
  const faq = useGpsrFaq(language);
  return (
    <section aria-labelledby="gpsr-faq" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="gpsr-faq" className="text-xl font-semibold text-gray-900">
          {t('gpsr.faqTitle')}
        </h2>
        <div>
          <label htmlFor="gpsr-language" className="block text-sm font-medium text-gray-800">
            {t('gpsr.faqLanguage')}
          </label>
          <select
            id="gpsr-language"
            value={language}
            onChange={(event) => onLanguageChange(event.target.value)}
            className="mt-1 block rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 shadow-xs focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none sm:text-sm"
          >
            {GPSR_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        <GpsrFaqContent faq={faq} language={language} />
      </div>
    </section>
  );
}

/** The loading, error or loaded state of the FAQ; a notice when another language answered. */
function GpsrFaqContent({
  faq,
  language,
}: {
  faq: ReturnType<typeof useGpsrFaq>;
  language: string;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  // the failure is logged on the server, the spinner gives way to the notice
  useReportFailure('gpsrFaqLoad', faq.isError, faq.error);
  if (faq.isPending) return <Spinner label={tc('loading')} className="py-10" />;
  if (faq.isError) {
    return (
      <Notice tone="error" title={t('gpsr.error')}>
        <button
          type="button"
          onClick={() => void faq.refetch()}
          className="mt-2 font-semibold underline"
        >
          {tc('retry')}
        </button>
      </Notice>
    );
  }
  return (
    <>
      {faq.data.language !== language && (
        <Notice tone="info" className="mb-4">
          {t('gpsr.fallback')}
        </Notice>
      )}
      {faq.data.groups.length === 0 ? (
        <p className="text-gray-700">{t('gpsr.empty')}</p>
      ) : (
        <div lang={faq.data.language} className="space-y-6">
          {faq.data.groups.map((group) => (
            <div key={group.title}>
              <h3 className="text-base font-semibold text-gray-900">{group.title}</h3>
              <div className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white shadow-xs">
                {group.questions.map((entry) => (
                  <details key={entry.question} className="group px-4 py-3" open>
                    <summary className="cursor-pointer font-medium text-gray-900 marker:text-brand-700">
                      {entry.question}
                    </summary>
                    <p className="mt-2 text-gray-700">{entry.answer}</p>
                  </details>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
