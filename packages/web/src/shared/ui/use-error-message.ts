import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { errorTextKey } from '#web/shared/api/error-texts.ts';

/**
 * A translated sentence for a failed call, for error states of any screen: the shop's text for
 * the server's code where it has one, else the general text of its status.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => {
    if (isApiError(error)) {
      const key = errorTextKey(error.code);
      if (key !== undefined) return t(key);
      if (error.status === 429) return t('status.tooManyRequests');
      if (error.status >= 500) return t('status.server', { status: error.status });
      if (error.status >= 400) return t('status.client', { status: error.status });
    }
    return t('text');
  };
}
