import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { updateAccountRequestSchema } from '@shop/domain/api/account-profile.ts';
import type { Account } from '@shop/domain/api/account.ts';
import { LANGUAGES } from '@shop/domain/shops.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField, SelectField, TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useUpdateAccount } from '#web/features/account/api/update-account.ts';

/** The form's values: every field as typed; empty phones and note become null when sent. */
interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  cellPhone: string;
  shippingInformation: string;
  language: Account['language'];
  hideEvp: boolean;
}

const toRequest = (values: ProfileValues) => ({
  contact: {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone.trim() === '' ? null : values.phone,
    cellPhone: values.cellPhone.trim() === '' ? null : values.cellPhone,
  },
  shippingInformation: values.shippingInformation.trim() === '' ? null : values.shippingInformation,
  language: values.language,
  settings: { hideEvp: values.hideEvp },
});

/** The changeable fields of the profile form. */
function ProfileFields({
  register,
  fieldError,
}: {
  register: UseFormRegister<ProfileValues>;
  fieldError: (name: keyof ProfileValues) => string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.firstName')}
          required
          autoComplete="given-name"
          error={fieldError('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('profile.lastName')}
          required
          autoComplete="family-name"
          error={fieldError('lastName')}
          {...register('lastName')}
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          error={fieldError('phone')}
          {...register('phone')}
        />
        <TextField
          label={t('profile.cellPhone')}
          type="tel"
          autoComplete="tel"
          error={fieldError('cellPhone')}
          {...register('cellPhone')}
        />
      </div>
      <TextField
        label={t('profile.shippingInformation')}
        hint={t('profile.shippingInformationHint')}
        error={fieldError('shippingInformation')}
        {...register('shippingInformation')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('profile.language')} {...register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`profile.languageName.${language}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField label={t('profile.hideEvp')} {...register('hideEvp')} />
    </>
  );
}

/**
 * The fields a customer may change (docs/decisions/038-account-overview-and-profile.md):
 * contact, delivery note, language and the recommended-retail-price display.
 */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const update = useUpdateAccount(account.customerNumber);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileValues>({
    defaultValues: {
      firstName: account.contact.firstName,
      lastName: account.contact.lastName,
      phone: account.contact.phone ?? '',
      cellPhone: account.contact.cellPhone ?? '',
      shippingInformation: account.shippingInformation ?? '',
      language: account.language,
      hideEvp: account.settings.hideEvp,
    },
  });

  const submit = handleSubmit(async (values) => {
    // the contract's own schema checks the values, so the form refuses what the server would
    const parsed = updateAccountRequestSchema.safeParse(toRequest(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[issue.path.length - 1];
        if (typeof name === 'string' && name in values) {
          setError(name as keyof ProfileValues, { message: 'invalid' });
        }
      }
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      reset(values);
    } catch {
      // the notice below shows the server's refusal
    }
  });

  const fieldError = (name: keyof ProfileValues) =>
    errors[name] === undefined ? undefined : t('profile.invalidField');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <ProfileFields register={register} fieldError={fieldError} />
      {update.isError && (
        <Notice tone="error" title={t('profile.saveError')}>
          {errorMessage(update.error)}
        </Notice>
      )}
      {update.isSuccess && !isDirty && <Notice tone="success">{t('profile.saved')}</Notice>}
      <button type="submit" className={buttonClasses('primary')} disabled={update.isPending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
