import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';

/**
 * The two grades of damaged packaging; the suffix ends the article number
 * (docs/product/catalog.md#cat-dap).
 */
const GRADES = [
  { suffix: '1DAP', key: 'grade1', tone: 'border-warning-300 bg-warning-50 text-warning-800' },
  { suffix: '2DAP', key: 'grade2', tone: 'border-danger-300 bg-danger-50 text-danger-800' },
] as const;

/**
 * /account/dap-article: what damaged-packaging (DAP) articles are
 * (docs/product/account.md#account-dap-page).
 */
export function DapArticlePage() {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  useDocumentTitle(t('dap.title'), describedAs('dapArticle'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('dap.title')}</h1>
      <p className="mt-3 text-gray-700">{t('dap.intro')}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {GRADES.map((grade) => (
          <section
            key={grade.suffix}
            aria-labelledby={`dap-${grade.key}`}
            className="rounded-lg border border-gray-200 bg-white p-5 shadow-xs"
          >
            <h2
              id={`dap-${grade.key}`}
              className="flex items-center gap-3 text-lg font-semibold text-gray-900"
            >
              <span className={`rounded border px-2 py-0.5 font-mono text-sm ${grade.tone}`}>
                {grade.suffix}
              </span>
              <span>{t(`dap.${grade.key}.title`)}</span>
            </h2>
            <p className="mt-3 text-gray-700">{t(`dap.${grade.key}.text`)}</p>
            <p className="mt-3 text-sm text-gray-600">
              {t('dap.numberRule', { suffix: grade.suffix, example: `10245${grade.suffix}` })}
            </p>
          </section>
        ))}
      </div>
      <section
        aria-labelledby="dap-notes"
        className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-xs"
      >
        <h2 id="dap-notes" className="text-lg font-semibold text-gray-900">
          {t('dap.notesTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-700">
          <li>{t('dap.note.single')}</li>
          <li>{t('dap.note.returns')}</li>
        </ul>
      </section>
      {/* the search finds them by the packaging note every DAP article's name carries */}
      <Link
        to={paths.search.href(shell, t('dap.searchText'))}
        className={buttonClasses('primary', 'mt-6')}
      >
        {t('dap.search')}
      </Link>
    </div>
  );
}
