import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { isApiError } from '#web/shared/api/api-error.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { recoveryLinkQueryOptions } from '#web/features/auth/api/check-recovery-link.ts';
import { useRecoverPassword } from '#web/features/auth/api/recover-password.ts';
import { AuthPageFrame } from '#web/features/auth/auth-page-frame.tsx';
import { recoverPasswordFormSchema } from '#web/features/auth/password-form.ts';
import { NewPasswordFields } from '#web/features/auth/new-password-fields.tsx';

/**
 * /password-recovery/{recoveryHash} (docs/product/identity.md#auth-recovery-link): the link is
 * checked first and marked invalid when the check fails; then the new password and its repetition
 * (no-match flag), ending in success with a way to log in, or in the response error.
 */
export function PasswordRecoveryPage() {
  const { t } = useTranslation('auth');
  const { recoveryHash = '' } = useParams();
  const link = useQuery(recoveryLinkQueryOptions(recoveryHash));
  useDocumentTitle(t('recovery.title'), describedAs('passwordRecovery'));

  return (
    <AuthPageFrame title={t('recovery.title')}>
      {link.isPending && <Spinner label={t('recovery.checking')} />}
      {link.isError && <InvalidLink />}
      {link.isSuccess && <RecoveryForm urlID={recoveryHash} />}
    </AuthPageFrame>
  );
}

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-5">
      <Notice tone="error" title={t('recovery.invalid.title')}>
        {t('recovery.invalid.text')}
      </Notice>
      <button
        type="button"
        onClick={() => authDialogs.openForgotPassword()}
        className={buttonClasses('primary')}
      >
        {t('recovery.invalid.requestNew')}
      </button>
    </div>
  );
}

function RecoveryForm({ urlID }: { urlID: string }) {
  const { t } = useTranslation('auth');
  const recover = useRecoverPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(recoverPasswordFormSchema),
    defaultValues: { newPassword: '', verifyPassword: '' },
  });

  if (recover.isSuccess) {
    return (
      <div className="space-y-5">
        <Notice tone="success" title={t('recovery.success.title')}>
          {t('recovery.success.text')}
        </Notice>
        <button
          type="button"
          onClick={() => authDialogs.openLogin()}
          className={buttonClasses('primary')}
        >
          {t('recovery.success.login')}
        </button>
      </div>
    );
  }
  if (recover.isError && isApiError(recover.error) && recover.error.code === 'INVALID_LINK') {
    return <InvalidLink />;
  }

  const onSubmit = handleSubmit(({ newPassword }) => recover.mutate({ newPassword, urlID }));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {recover.isError && <Notice tone="error">{t('recovery.error')}</Notice>}
      <p className="text-sm text-gray-700">{t('recovery.text')}</p>
      <NewPasswordFields
        newPassword={register('newPassword')}
        verifyPassword={register('verifyPassword')}
        errors={errors}
      />
      <button type="submit" disabled={recover.isPending} className={buttonClasses('primary')}>
        {recover.isPending ? t('recovery.submitting') : t('recovery.submit')}
      </button>
    </form>
  );
}
