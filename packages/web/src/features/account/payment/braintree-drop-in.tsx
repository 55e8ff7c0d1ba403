import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dropin } from 'braintree-web-drop-in';
import type { Language } from '@shop/domain/shops.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { CardSaveError, type CardSource } from './card-source.ts';

const LOCALES: Record<Language, string> = {
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  pl: 'pl_PL',
  ja: 'ja_JP',
};

// the card editor accepts these only (spec 1 section 5); the drop-in names them so
const ACCEPTED = new Set(['Visa', 'MasterCard', 'Mastercard']);

/**
 * Braintree's drop-in (3-D Secure, stored cards), loaded only when the dialog opens with the
 * Braintree gateway, so no other page carries its code (docs/decisions/044-card-payment.md).
 */
export function BraintreeDropIn({
  clientToken,
  amount,
  language,
  ref,
}: {
  clientToken: string;
  /** the amount 3-D Secure shows the buyer, as a decimal of the major unit */
  amount: string;
  language: Language;
  ref: Ref<CardSource>;
}) {
  const { t } = useTranslation('account');
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<Dropin | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    import('braintree-web-drop-in')
      .then((dropin) =>
        dropin.create({
          authorization: clientToken,
          container: container.current!,
          locale: LOCALES[language],
          threeDSecure: true,
          vaultManager: true,
          card: { cardholderName: { required: true } },
        }),
      )
      .then((created) => {
        if (cancelled) return void created.teardown();
        instance.current = created;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void instance.current?.teardown();
      instance.current = null;
    };
  }, [clientToken, language]);

  useImperativeHandle(
    ref,
    () => ({
      validate: () => instance.current !== null,
      async requestNonce() {
        if (instance.current === null) throw new CardSaveError('other');
        let payload;
        try {
          payload = await instance.current.requestPaymentMethod({ threeDSecure: { amount } });
        } catch {
          throw new CardSaveError('other');
        }
        if (payload.type === 'CreditCard' && !ACCEPTED.has(payload.details.cardType ?? '')) {
          throw new CardSaveError('brand');
        }
        return payload.nonce;
      },
    }),
    [amount],
  );

  return (
    <div>
      {state === 'loading' && <Spinner label={t('payment.cardFormLoading')} />}
      {state === 'failed' && <Notice tone="error">{t('payment.cardFormError')}</Notice>}
      <div ref={container} />
    </div>
  );
}
