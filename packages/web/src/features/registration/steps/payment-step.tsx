import { zodResolver } from '@hookform/resolvers/zod';
import { countryName } from '@shop/domain/rules/intl-formats.ts';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldError as FieldErrorType,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { z } from 'zod';
import { PAY_TYPES, paymentMethodsFor, type PayType } from '@shop/domain/rules/payment-methods.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { FieldError, RequiredMark } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { usePaymentMethods } from '#web/features/registration/api/get-payment-methods.ts';
import {
  isAcceptableTradeLicense,
  uploadTradeLicense,
} from '#web/features/registration/api/upload-trade-license.ts';
import { paymentStepSchema } from '#web/features/registration/registration-schemas.ts';
import { FieldGroup, StepActions, useIssueText } from '#web/features/registration/step-parts.tsx';
import { useSaveAsTyped, type StepProps } from '#web/features/registration/steps/step-props.ts';

/**
 * Step 3, payment and trade licence (docs/product/identity.md#auth-payment-methods): the payment
 * methods offered for the billing country (paymentMethodsFor: hidden when the country is
 * restricted, or when an exclusive list lacks it), and the trade licence upload (stored as
 * trade_license with a timestamp; a file that is not valid shows the not-valid state).
 */
export function PaymentStep({ draft, onChange, onNext, onBack, onClear }: StepProps) {
  const { t } = useTranslation('registration');
  const { language } = useShellParams();
  const methods = usePaymentMethods();
  const country = draft.billing.country;
  const available = methods.isSuccess ? paymentMethodsFor(methods.data, country) : [];
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(paymentStepSchema),
    defaultValues: {
      payment: draft.payment,
      fileUploaded: draft.fileUploaded,
      fileName: draft.fileName,
    },
  });
  useSaveAsTyped(watch, () => getValues(), onChange);

  // a method chosen for another billing country is not offered any more
  const chosen = useWatch({ control, name: 'payment' });
  const fileName = useWatch({ control, name: 'fileName' });
  const offered = available.some((method) => String(method.value) === chosen);
  useEffect(() => {
    if (methods.isSuccess && chosen !== '' && !offered) setValue('payment', '');
  }, [methods.isSuccess, chosen, offered, setValue]);

  return (
    <form noValidate onSubmit={handleSubmit(() => onNext(getValues()))}>
      <div className="space-y-6">
        <FieldGroup legend={t('payment.legend')}>
          {methods.isPending && <Spinner label={t('payment.loading')} />}
          {methods.isError && <Notice tone="error">{t('payment.loadError')}</Notice>}
          {methods.isSuccess && available.length === 0 && (
            <Notice tone="warning">{t('payment.none')}</Notice>
          )}
          {available.length > 0 && (
            <PaymentChoice
              register={register}
              error={errors.payment}
              methods={available}
              chosen={chosen}
            />
          )}
          <p className="mt-2 text-xs text-gray-600">
            {t('payment.byCountry', {
              country: countryName(country, language),
            })}
          </p>
        </FieldGroup>

        <FieldGroup legend={t('license.legend')}>
          <TradeLicenseUpload
            fileName={fileName}
            onUploaded={(reference, fileName) => {
              setValue('fileUploaded', reference);
              setValue('fileName', fileName);
            }}
          />
        </FieldGroup>
      </div>
      <StepActions step={3} onBack={onBack} onClear={onClear} submitLabel={t('action.next')} />
    </form>
  );
}

type PaymentForm = z.input<typeof paymentStepSchema>;

/** The payment methods offered, one radio button each. */
function PaymentChoice({
  register,
  error,
  methods,
  chosen,
}: {
  register: UseFormRegister<PaymentForm>;
  error: FieldErrorType | undefined;
  methods: readonly { value: number }[];
  chosen: string;
}) {
  const { t } = useTranslation('registration');
  const issueText = useIssueText();
  const groupErrorId = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${groupErrorId}-label`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? groupErrorId : undefined}
    >
      <p id={`${groupErrorId}-label`} className="mb-2 text-sm font-medium text-gray-800">
        {t('payment.choose')}
        <RequiredMark />
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method, index) => (
          <label
            key={method.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-200 px-3 py-2.5 text-sm text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              {...register('payment')}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
              type="radio"
              value={String(method.value)}
              className="size-4 accent-brand-700"
            />
            <PayTypeName value={method.value} />
          </label>
        ))}
      </div>
      <FieldError id={groupErrorId} message={issueText(error, chosen, 'choice')} />
    </div>
  );
}

/** The name of a pay type (PAY_TYPES); a value the shop does not know is named by its number. */
function PayTypeName({ value }: { value: number }) {
  const { t } = useTranslation('registration');
  const name = PAY_TYPES[value as PayType] as (typeof PAY_TYPES)[PayType] | undefined;
  return <>{name === undefined ? t('payType.other', { value }) : t(`payType.${name}`)}</>;
}

type UploadState = 'idle' | 'uploading' | 'invalid';

function TradeLicenseUpload({
  fileName,
  onUploaded,
}: {
  fileName: string;
  onUploaded: (reference: string, fileName: string) => void;
}) {
  const { t } = useTranslation('registration');
  const [state, setState] = useState<UploadState>('idle');
  const inputId = useId();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    if (!isAcceptableTradeLicense(file)) {
      setState('invalid');
      return;
    }
    setState('uploading');
    try {
      const answer = await uploadTradeLicense(file);
      onUploaded(answer.reference, answer.fileName);
      setState('idle');
    } catch {
      setState('invalid');
    }
    event.target.value = '';
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">{t('license.text')}</p>
      <div>
        {/* the native file button speaks the browser's language: a label of ours stands in */}
        <div className="flex flex-wrap items-center gap-3">
          <label
            className={buttonClasses(
              'secondary',
              `cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus ${state === 'uploading' ? 'pointer-events-none opacity-60' : ''} ${state === 'invalid' ? 'border-danger-600' : ''}`,
            )}
          >
            <input
              id={inputId}
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              onChange={(event) => void onFile(event)}
              disabled={state === 'uploading'}
              aria-invalid={state === 'invalid' ? true : undefined}
              aria-describedby={`${inputId}-hint${state === 'invalid' ? ` ${inputId}-error` : ''}`}
              className="sr-only"
            />
            {t('license.choose')}
          </label>
          {fileName === '' && <span className="text-sm text-gray-600">{t('license.none')}</span>}
        </div>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-gray-600">
          {t('license.hint')}
        </p>
        <FieldError
          id={`${inputId}-error`}
          message={state === 'invalid' ? t('license.invalid') : undefined}
        />
      </div>
      {state === 'uploading' && <Spinner label={t('license.uploading')} />}
      {fileName !== '' && state !== 'uploading' && (
        <div className="flex flex-wrap items-center gap-3">
          <Notice tone="success" className="flex-1">
            {t('license.uploaded', { fileName })}
          </Notice>
          <button
            type="button"
            onClick={() => onUploaded('', '')}
            className={buttonClasses('ghost')}
          >
            {t('license.remove')}
          </button>
        </div>
      )}
    </div>
  );
}
