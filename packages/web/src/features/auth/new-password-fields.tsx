import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { PASSWORD_MIN_LENGTH } from '@shop/domain/api/auth.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { NO_MATCH } from '#web/features/auth/password-form.ts';

interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn;
  verifyPassword: UseFormRegisterReturn;
  /** the form's error messages of the two fields (password-form.ts) */
  errors: { newPassword?: { message?: string }; verifyPassword?: { message?: string } };
}

/** The new password and its repetition, as the password change and the recovery ask them. */
export function NewPasswordFields({ newPassword, verifyPassword, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        {...newPassword}
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={
          errors.newPassword ? t('password.tooShort', { min: PASSWORD_MIN_LENGTH }) : undefined
        }
      />
      <TextField
        {...verifyPassword}
        label={t('password.verify')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.verifyPassword?.message === NO_MATCH ? t('password.noMatch') : undefined}
      />
    </>
  );
}
