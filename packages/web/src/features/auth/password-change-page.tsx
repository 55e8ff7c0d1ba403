import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { AuthPageFrame } from '#web/features/auth/auth-page-frame.tsx';
import { changePasswordFormSchema } from '#web/features/auth/password-form.ts';
import { NewPasswordFields } from '#web/features/auth/new-password-fields.tsx';

/**
 * /account/password-change (docs/product/identity.md#auth-password-change,
 * docs/product/identity.md#auth-password-rules), behind the login: current password (not asked when
 * the user sets a first password, passwordInitialization), new password and its repetition
 * (no-match flag); ends in success or the response error. After a first password the session user
 * no longer needs one and goes to the account overview.
 */
export function PasswordChangePage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  useDocumentTitle(t('change.title'), describedAs('passwordChange'));
  const initialization = user?.passwordInitialization === true;
  return (
    <AuthPageFrame title={t('change.title')}>
      {/* a new form when the flag changes: the fields differ */}
      <PasswordChangeForm key={String(initialization)} initialization={initialization} />
    </AuthPageFrame>
  );
}

function PasswordChangeForm({ initialization }: { initialization: boolean }) {
  const { t } = useTranslation('auth');
  const shell = useShellParams();
  const navigate = useNavigate();
  const change = useChangePassword();
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema(initialization)),
    defaultValues: { currentPassword: '', newPassword: '', verifyPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      {
        currentPassword: initialization ? '' : currentPassword,
        newPassword,
        passwordInitialization: initialization,
      },
      {
        onSuccess: () => {
          reset();
          if (initialization) {
            sessionStore.updateUser({ passwordInitialization: false });
            void navigate(paths.account.href(shell), { replace: true });
          }
        },
      },
    );
  });

  const wrongPassword =
    change.isError && isApiError(change.error) && change.error.code === 'WRONG_PASSWORD';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {change.isSuccess && <Notice tone="success">{t('change.success')}</Notice>}
      {change.isError && !wrongPassword && <Notice tone="error">{t('change.error')}</Notice>}
      <p className="text-sm text-gray-700">
        {initialization ? t('change.initializationText') : t('change.text')}
      </p>
      {/* a hidden user name lets password managers file the new password correctly */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user?.email ?? ''}
        readOnly
        hidden
      />
      {!initialization && (
        <TextField
          {...register('currentPassword')}
          data-autofocus
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          error={
            wrongPassword
              ? t('password.currentWrong')
              : errors.currentPassword
                ? t('password.currentRequired')
                : undefined
          }
        />
      )}
      <NewPasswordFields
        newPassword={register('newPassword')}
        verifyPassword={register('verifyPassword')}
        errors={errors}
      />
      <button type="submit" disabled={change.isPending} className={buttonClasses('primary')}>
        {change.isPending ? t('change.submitting') : t('change.submit')}
      </button>
    </form>
  );
}
