import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';

/** A translated sentence for a failed call, for error states of any screen. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => {
    if (isApiError(error)) {
      if (error.code === 'NETWORK_ERROR') return t('code.NETWORK_ERROR');
      if (error.code === 'INVALID_RESPONSE') return t('code.INVALID_RESPONSE');
      if (error.status === 429) return t('status.tooManyRequests');
      if (error.status >= 500) return t('status.server', { status: error.status });
      if (error.status >= 400) return t('status.client', { status: error.status });
    }
    return t('text');
  };
}
