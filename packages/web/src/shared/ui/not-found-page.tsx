import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';

/**
 * Where unknown paths end (docs/product/shell.md#shell-not-found-route): says so and leads back to
 * the start page.
 */
export function NotFoundPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  useDocumentTitle(t('notFound.title'), describedAs('notFound'));
  return (
    <div className="mx-auto flex max-w-content flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-5xl font-bold text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 max-w-xl text-base text-gray-700">{t('notFound.text')}</p>
      <p className="mt-1 max-w-xl text-sm text-gray-600">{t('notFound.searchHint')}</p>
      <Link to={paths.start.href(shell)} className={buttonClasses('primary', 'mt-8 px-5 py-2.5')}>
        {t('notFound.toStart')}
      </Link>
    </div>
  );
}
