import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
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

// the card editor accepts these only (docs/product/invoices.md#inv-card-editor); the drop-in names
// them so
const ACCEPTED = new Set(['Visa', 'MasterCard', 'Mastercard']);

/** braintree-web-drop-in's browser build from Braintree's own host, the version pinned. */
export const DROP_IN_URL = 'https://js.braintreegateway.com/web/dropin/1.48.0/js/dropin.min.js';

/** The part of braintree-web-drop-in's API the dialog uses. */
interface Dropin {
  requestPaymentMethod(options: { threeDSecure: { amount: string } }): Promise<{
    nonce: string;
    type: string;
    details: { cardType?: string };
  }>;
  teardown(): Promise<void>;
}
interface DropinLibrary {
  create(options: {
    authorization: string;
    container: HTMLElement;
    locale: string;
    threeDSecure: boolean;
    vaultManager: boolean;
    card: { cardholderName: { required: boolean } };
  }): Promise<Dropin>;
}

let library: Promise<DropinLibrary> | null = null;

/**
 * Loads the drop-in once, when the first payment dialog with Braintree opens: its own script
 * from Braintree's host (allowed by the CSP only then), so the shop's bundles never carry it.
 */
function loadDropIn(): Promise<DropinLibrary> {
  library ??= new Promise<DropinLibrary>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = DROP_IN_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { braintree?: { dropin?: DropinLibrary } }).braintree?.dropin;
      if (loaded) resolve(loaded);
      else reject(new Error('braintree-web-drop-in did not load'));
    };
    script.onerror = () => {
      library = null;
      reject(new Error('braintree-web-drop-in did not load'));
    };
    document.head.append(script);
  });
  return library;
}

/**
 * Braintree's drop-in (3-D Secure, stored cards), loaded only when the dialog opens with the
 * Braintree gateway (docs/decisions/044-card-payment.md).
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
    loadDropIn()
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
