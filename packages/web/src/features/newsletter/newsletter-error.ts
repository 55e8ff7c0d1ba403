import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/** The refusals of the newsletter calls the user can act on (decision 051), else the general text. */
const KNOWN = [
  'NEWSLETTER_EMAIL_EXISTS',
  'NEWSLETTER_EMAIL_VALIDATED',
  'MAIL_NOT_SENT',
  'NOT_FOUND',
] as const;

export function useNewsletterError(): (error: unknown) => string {
  const { t } = useTranslation('newsletter');
  const general = useErrorMessage();
  return (error) => {
    if (isApiError(error)) {
      if (error.status === 429) return t('error.TOO_MANY');
      const code = KNOWN.find((known) => known === error.code);
      if (code !== undefined) return t(`error.${code}`);
    }
    return general(error);
  };
}
