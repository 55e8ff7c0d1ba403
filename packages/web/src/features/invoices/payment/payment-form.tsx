import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { CheckoutRequest, PaymentInvoicesResponse } from '@shop/domain/api/payments.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useErrorDialog } from '#web/shared/ui/error-dialog.tsx';
import { CheckboxField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useClientToken } from '#web/features/invoices/api/get-client-token.ts';
import { BraintreeDropIn } from './braintree-drop-in.tsx';
import { CardSaveError, type CardSource } from './card-source.ts';
import { PaymentRefusal } from './payment-refusal.tsx';
import { TestCardForm } from './test-card-form.tsx';
import type { useCheckout } from './use-checkout.ts';

const SAVE_ERROR_KEY = {
  brand: 'payment.cardBrand',
  testCardOnly: 'payment.testCardOnly',
  expired: 'payment.cardExpired',
  other: 'payment.cardSaveError',
} as const;

type Checkout = ReturnType<typeof useCheckout>;
type SaveError = keyof typeof SAVE_ERROR_KEY;

/** The amount as Braintree's 3-D Secure wants it: a decimal of the major unit. */
const decimalAmount = (minor: number) => (minor / 100).toFixed(2);

/**
 * The pay button's steps: the card fields and the consent checked together (an unticked
 * consent flags the form and pays nothing), the card saved as a nonce (a failure shows the
 * save-error flag), then the checkout of the open amount.
 */
function usePaymentSubmit(
  input: { payment: PaymentInvoicesResponse; invoiceNumbers: string[]; checkout: Checkout },
  card: RefObject<CardSource | null>,
) {
  const [privacy, setPrivacy] = useState(false);
  const [privacyInvalid, setPrivacyInvalid] = useState(false);
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = saving || input.checkout.state.phase === 'paying';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || card.current === null) return;
    setSaveError(null);
    const complete = card.current.validate();
    if (!privacy) setPrivacyInvalid(true);
    if (!privacy || !complete) return;
    setSaving(true);
    let nonce: string;
    try {
      nonce = await card.current.requestNonce();
    } catch (error) {
      setSaveError(error instanceof CardSaveError ? error.reason : 'other');
      return;
    } finally {
      setSaving(false);
    }
    const { invoiceNumbers } = input;
    const request: CheckoutRequest = {
      paymentMethodNonce: nonce,
      ...(invoiceNumbers.length === 1 ? { invoiceNumber: invoiceNumbers[0]! } : { invoiceNumbers }),
      acceptPrivacy: true,
      invoiceTotal: input.payment.openTotal,
    };
    await input.checkout.pay(request);
  }

  function consent(accepted: boolean) {
    setPrivacy(accepted);
    if (accepted) setPrivacyInvalid(false);
  }

  return { privacy, privacyInvalid, consent, saveError, busy, submit };
}

/**
 * The payment dialog's form (docs/product/invoices.md#inv-payment-states): the card editor of the
 * configured gateway, the privacy consent and the pay button; a failed payment shows the server's
 * message, with a retry of the same attempt when nothing was decided.
 */
export function PaymentForm(props: {
  payment: PaymentInvoicesResponse;
  invoiceNumbers: string[];
  checkout: Checkout;
}) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const { user } = useSession();
  const token = useClientToken(user?.customerNumber ?? '');
  // the card editor's handle stays here: the hooks lint refuses a ref carried in an object
  const card = useRef<CardSource>(null);
  const form = usePaymentSubmit(props, card);
  const { payment } = props;
  usePaymentFailureDialog(token, props.checkout);

  if (token.isPending) return <Spinner label={t('payment.cardFormLoading')} className="py-6" />;
  if (token.isError) {
    return (
      <Notice tone="error">
        <p>{t('payment.cardFormError')}</p>
        <button
          type="button"
          className={buttonClasses('secondary', 'mt-2')}
          onClick={() => void token.refetch()}
        >
          {t('payment.retry')}
        </button>
      </Notice>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label={t('payment.formLabel')}
      className="space-y-5 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      {token.data.gateway === 'braintree' ? (
        <BraintreeDropIn
          ref={card}
          clientToken={token.data.clientToken}
          amount={decimalAmount(payment.openTotal)}
          language={shell.language}
        />
      ) : (
        <TestCardForm ref={card} clientToken={token.data.clientToken} />
      )}
      {form.saveError !== null && (
        <Notice tone="error" title={t('payment.cardSaveErrorTitle')}>
          {t(SAVE_ERROR_KEY[form.saveError])}
        </Notice>
      )}
      <PrivacyConsent
        checked={form.privacy}
        invalid={form.privacyInvalid}
        onChange={form.consent}
      />
      <CheckoutFailure checkout={props.checkout} />
      <button
        type="submit"
        disabled={form.busy}
        className={buttonClasses('primary', 'w-full sm:w-auto')}
      >
        {form.busy
          ? t('payment.paying')
          : t('payment.pay', { amount: formatMoney(payment.openTotal, payment.currency) })}
      </button>
    </form>
  );
}

/**
 * The privacy consent of docs/product/invoices.md#inv-privacy, flagged invalid after paying without
 * it.
 */
function PrivacyConsent({
  checked,
  invalid,
  onChange,
}: {
  checked: boolean;
  invalid: boolean;
  onChange: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  return (
    <CheckboxField
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      required
      label={
        <Trans
          t={t}
          i18nKey="payment.privacy"
          components={{
            privacy: (
              <Link
                to={paths.privacy.href(shell)}
                target="_blank"
                className="font-semibold text-brand-800 underline"
              />
            ),
          }}
        />
      }
      error={invalid ? t('payment.privacyInvalid') : undefined}
    />
  );
}

/**
 * A payment that cannot start (no card form) or that nothing decided (the provider or the
 * network did not answer) leaves the buyer no way on in the form: the error dialog says why, with
 * a retry of the same attempt (so never a second charge). A refusal is shown in the form.
 */
function usePaymentFailureDialog(token: ReturnType<typeof useClientToken>, checkout: Checkout) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  // once per failure: each is a new error or state object
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const { state } = checkout;
    if (token.error !== null && reported.current !== token.error) {
      reported.current = token.error;
      showError({
        title: t('payment.startFailedTitle'),
        error: token.error,
        retry: () => void token.refetch(),
      });
    } else if (state.phase === 'failed' && state.retryable && reported.current !== state) {
      reported.current = state;
      showError({
        title: t('payment.failedTitle'),
        error: state.error,
        ...(state.code === 'NETWORK_ERROR' ? { message: t('payment.networkError') } : {}),
        retry: () => void checkout.retry(),
      });
    }
  });
}

/** A refused payment: why and what to do next, in the form, where another card can be tried. */
function CheckoutFailure({ checkout }: { checkout: Checkout }) {
  const { state } = checkout;
  if (state.phase !== 'failed' || state.retryable) return null;
  return <PaymentRefusal state={state} />;
}
