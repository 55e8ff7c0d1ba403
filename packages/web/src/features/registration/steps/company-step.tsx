import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FocusEvent, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DeepPartialSkipArrayKey,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { z } from 'zod';
import {
  EMAIL_ACTIVE_ACCOUNT,
  EMAIL_IN_REGISTRATION,
  GENDERS,
  emailSchema,
} from '@shop/domain/api/auth.ts';
import { RequiredMark, SelectField, TextField, FieldError } from '#web/shared/ui/form-fields.tsx';
import { checkEmailForRegistration } from '#web/features/registration/api/check-email.ts';
import {
  ISSUE,
  companyStepSchema,
  websiteRequired,
} from '#web/features/registration/registration-schemas.ts';
import { FieldGroup, StepActions, useIssueText } from '#web/features/registration/step-parts.tsx';
import { useSaveAsTyped, type StepProps } from '#web/features/registration/steps/step-props.ts';

export const SHOP_TYPES = ['2', '3', '4', '5'] as const;

type CheckStatus = 200 | 903 | 904;

type CompanyForm = z.input<typeof companyStepSchema>;

/** What the field groups of the step need of its form. */
interface FieldsProps {
  register: UseFormRegister<CompanyForm>;
  errors: FieldErrors<CompanyForm>;
  values: DeepPartialSkipArrayKey<CompanyForm>;
}

/**
 * Step 0, company and contact (docs/product/identity.md#auth-registration-email-check). The e-mail
 * is checked when it loses focus and again on "next": an e-mail of an active account (904) or one
 * already in registration (903) cannot go on, nor can a repeat that differs.
 */
export function CompanyStep({ draft, onChange, onNext, onBack, onClear }: StepProps) {
  const { t } = useTranslation('registration');
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(companyStepSchema),
    defaultValues: {
      companyName: draft.companyName,
      shopType: draft.shopType,
      gender: draft.gender,
      firstName: draft.firstName,
      lastName: draft.lastName,
      taxIdentificationNumber: draft.taxIdentificationNumber,
      contact: { ...draft.contact },
    },
  });
  /** the draft keeps every field as text, the optional website too */
  const toPatch = () => {
    const values = getValues();
    return { ...values, contact: { ...values.contact, website: values.contact?.website ?? '' } };
  };
  useSaveAsTyped(watch, toPatch, onChange);
  const checkEmail = useEmailCheck(setError);

  async function next() {
    const values = toPatch();
    const status = await checkEmail(values.contact?.email);
    if (status === EMAIL_ACTIVE_ACCOUNT || status === EMAIL_IN_REGISTRATION) return;
    onNext(values);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(next)(event);

  const values = useWatch({ control });
  const fields = { register, errors, values };

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-6">
        <CompanyFields {...fields} />
        <ContactFields {...fields} onEmailBlur={(email) => void checkEmail(email)} />
      </div>
      <StepActions
        step={0}
        onBack={onBack}
        onClear={onClear}
        submitLabel={isSubmitting ? t('action.checking') : t('action.next')}
        busy={isSubmitting}
      />
    </form>
  );
}

/**
 * The registration status of an e-mail, or null when it is not one or the check failed; an
 * e-mail of an active account or one in registration marks the field.
 */
function useEmailCheck(setError: UseFormSetError<CompanyForm>) {
  // answers of the e-mail check, so an e-mail is checked once (a cache, not render state)
  const [checked] = useState(() => new Map<string, CheckStatus>());
  return async function checkEmail(raw: string): Promise<CheckStatus | null> {
    const parsed = emailSchema.safeParse(raw);
    if (!parsed.success) return null;
    const email = parsed.data;
    let status = checked.get(email);
    if (status === undefined) {
      try {
        status = await checkEmailForRegistration(email);
      } catch {
        return null; // the server checks again when the application is sent
      }
      checked.set(email, status);
    }
    if (status === EMAIL_ACTIVE_ACCOUNT) {
      setError('contact.email', { type: 'custom', message: ISSUE.emailActive });
    } else if (status === EMAIL_IN_REGISTRATION) {
      setError('contact.email', { type: 'custom', message: ISSUE.emailInRegistration });
    }
    return status;
  };
}

function CompanyFields({ register, errors, values }: FieldsProps) {
  const { t } = useTranslation('registration');
  const issueText = useIssueText();
  return (
    <FieldGroup legend={t('company.legend')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('companyName')}
          data-autofocus
          label={t('field.companyName')}
          autoComplete="organization"
          required
          error={issueText(errors.companyName, values.companyName)}
          className="sm:col-span-2"
        />
        <SelectField
          {...register('shopType')}
          label={t('field.shopType')}
          required
          error={issueText(errors.shopType, values.shopType, 'choice')}
        >
          <option value="">{t('field.choose')}</option>
          {SHOP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`shopType.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...register('taxIdentificationNumber')}
          label={t('field.taxIdentificationNumber')}
          hint={t('field.taxIdentificationNumberHint')}
          required
          error={issueText(errors.taxIdentificationNumber, values.taxIdentificationNumber)}
        />
      </div>
    </FieldGroup>
  );
}

function ContactFields({
  register,
  errors,
  values,
  onEmailBlur,
}: FieldsProps & { onEmailBlur: (email: string) => void }) {
  const { t } = useTranslation('registration');
  const issueText = useIssueText();
  const needsWebsite = websiteRequired(values.shopType ?? '');
  return (
    <FieldGroup legend={t('contact.legend')}>
      <GenderField register={register} errors={errors} value={values.gender} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('firstName')}
          label={t('field.firstName')}
          autoComplete="given-name"
          required
          error={issueText(errors.firstName, values.firstName)}
        />
        <TextField
          {...register('lastName')}
          label={t('field.lastName')}
          autoComplete="family-name"
          required
          error={issueText(errors.lastName, values.lastName)}
        />
        <TextField
          {...register('contact.email', {
            // checked as soon as it is complete
            // (docs/product/identity.md#auth-registration-email-check)
            onBlur: (event: FocusEvent<HTMLInputElement>) => onEmailBlur(event.target.value),
          })}
          label={t('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={issueText(errors.contact?.email, values.contact?.email, 'email')}
        />
        <TextField
          {...register('contact.emailRepeat')}
          label={t('field.emailRepeat')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          error={issueText(errors.contact?.emailRepeat, values.contact?.emailRepeat, 'email')}
        />
        <TextField
          {...register('contact.phone')}
          label={t('field.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={issueText(errors.contact?.phone, values.contact?.phone)}
        />
        <TextField
          {...register('contact.website')}
          label={t('field.website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          required={needsWebsite}
          hint={needsWebsite ? t('field.websiteHint') : undefined}
          error={issueText(errors.contact?.website, values.contact?.website)}
        />
      </div>
    </FieldGroup>
  );
}

function GenderField({
  register,
  errors,
  value,
}: Omit<FieldsProps, 'values'> & { value: string | undefined }) {
  const { t } = useTranslation('registration');
  const issueText = useIssueText();
  return (
    <fieldset
      className="mb-4"
      aria-describedby={errors.gender ? 'registration-gender-error' : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {t('field.gender')}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {GENDERS.map((gender) => (
          <label key={gender} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              {...register('gender')}
              type="radio"
              value={gender}
              aria-invalid={errors.gender ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {t(`gender.${gender}`)}
          </label>
        ))}
      </div>
      <FieldError
        id="registration-gender-error"
        message={issueText(errors.gender, value, 'choice')}
      />
    </fieldset>
  );
}
