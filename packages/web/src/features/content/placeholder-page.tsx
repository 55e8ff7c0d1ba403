import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';

interface PlaceholderPageProps {
  /** the translated title of the page to come */
  title: string;
  /** a second line naming what was asked for (a search term, a category) */
  subtitle?: string;
  /** the page will be for logged-in trade customers */
  needsLogin?: boolean;
}

/**
 * A page that a later issue builds: it says honestly that it is coming and shows no made-up
 * content. The route already exists, so links to it work and keep working when it is built.
 */
export function PlaceholderPage({ title, subtitle, needsLogin = false }: PlaceholderPageProps) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation('common');
  const shell = useShellParams();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-2xl">
        <span className="inline-flex rounded-md bg-accent-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-accent-800 uppercase ring-1 ring-accent-600/20 ring-inset">
          {t('placeholder.badge')}
        </span>
        <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-gray-900">
          {title}
        </h1>
        {subtitle !== undefined && subtitle !== '' && (
          <p className="mt-1 text-base break-words text-gray-600">{subtitle}</p>
        )}
        <p className="mt-4 text-base text-gray-700">{t('placeholder.text')}</p>
        {needsLogin && <p className="mt-2 text-base text-gray-700">{t('placeholder.loginNote')}</p>}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Link to={paths.start.href(shell)} className={buttonClasses('primary')}>
            {tc('backToStart')}
          </Link>
        </div>
      </div>
    </div>
  );
}
