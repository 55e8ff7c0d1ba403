import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/** The loading state of a content page. */
export function ContentLoading() {
  const { t } = useTranslation('content');
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** The error state of a content page: what failed, and a way to ask again. */
export function ContentError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <div role="alert" className="mx-auto max-w-content px-4 py-12 text-center sm:px-6">
      <p className="font-semibold text-gray-900">{t('loadError')}</p>
      <p className="mt-1 text-sm text-gray-700">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'mt-4')}>
        {tc('retry')}
      </button>
    </div>
  );
}
