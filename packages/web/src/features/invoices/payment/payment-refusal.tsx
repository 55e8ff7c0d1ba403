import { Link } from 'react-router';
import { paymentAdvice } from '@shop/domain/rules/payment-refusal.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { errorTextKey } from '#web/shared/api/error-texts.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import type { CheckoutState } from './use-checkout.ts';

type Failed = Extract<CheckoutState, { phase: 'failed' }>;

/**
 * A refused payment in the form (docs/decisions/044-card-payment.md, "Refusals and what to do
 * next"): the shop's sentence for the code, what to do next, and for a refusal of the card the
 * provider's own text as a detail only, as it is English and a bank's wording.
 */
export function PaymentRefusal({ state }: { state: Failed }) {
  const { t } = useTranslation('account');
  const { t: errors } = useTranslation('errors');
  const shell = useShellParams();
  const key = errorTextKey(state.code);
  const advice = paymentAdvice(state.code);
  const fromProvider = isApiError(state.error) && state.error.status === 402;
  return (
    <Notice tone="error" title={t('payment.failedTitle')}>
      <p>{key !== undefined ? errors(key) : t('payment.refused')}</p>
      <p className="mt-1">{t(`payment.advice.${advice}`)}</p>
      {advice === 'contactUs' && (
        <p className="mt-1">
          <Link to={paths.contact.href(shell)} className="font-semibold underline">
            {errors('dialog.contact')}
          </Link>
        </p>
      )}
      {fromProvider && state.message !== '' && (
        <p className="mt-2 text-xs">{t('payment.refusalDetails', { message: state.message })}</p>
      )}
    </Notice>
  );
}
