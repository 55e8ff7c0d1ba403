import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { z } from 'zod';
import { emailSchema } from '@shop/domain/api/auth.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs, useAuthDialogs } from '#web/shared/session/auth-dialogs.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Captcha } from '#web/shared/ui/captcha.tsx';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useSendPasswordRecovery } from '#web/features/auth/api/send-password-recovery.ts';

/**
 * The request form: a valid e-mail and a solved captcha
 * (docs/product/identity.md#auth-recovery-request).
 */
const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * The forgot-password dialog (docs/product/identity.md#auth-recovery-request), opened from the
 * login dialog and by the /forgot-password route. The answer is the same whether the e-mail exists;
 * a failure shows the mail error.
 */
export function ForgotPasswordDialog() {
  const { t } = useTranslation('auth');
  const { open } = useAuthDialogs();
  return (
    <Modal
      open={open === 'forgotPassword'}
      onOpenChange={(next) => !next && authDialogs.close()}
      title={t('forgot.title')}
    >
      <ForgotPasswordForm />
    </Modal>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { language } = useShellParams();
  const send = useSendPasswordRecovery();
  const [captchaHash, setCaptchaHash] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    if (captchaHash === null) {
      setCaptchaMissing(true);
      return;
    }
    send.mutate(
      { email, captchaHash, language },
      // a captcha solution is valid once: the next attempt needs a new one
      { onSettled: () => setCaptchaReset((count) => count + 1) },
    );
  });

  if (send.isSuccess) {
    return (
      <div className="space-y-5">
        <Notice tone="success" title={t('forgot.success.title')}>
          {t('forgot.success.text')}
        </Notice>
        <button
          type="button"
          data-autofocus
          onClick={() => authDialogs.openLogin()}
          className={buttonClasses('secondary', 'w-full')}
        >
          {t('forgot.backToLogin')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {send.isError && <Notice tone="error">{t('forgot.error.mail')}</Notice>}
      <p className="text-sm text-gray-700">{t('forgot.text')}</p>
      <TextField
        {...register('email')}
        data-autofocus
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email ? t('validation.email') : undefined}
      />
      <Captcha
        language={language}
        resetSignal={captchaReset}
        onChange={(payload) => {
          setCaptchaHash(payload);
          if (payload !== null) setCaptchaMissing(false);
        }}
        error={captchaMissing ? t('validation.captcha') : undefined}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={() => authDialogs.openLogin()}
          className={buttonClasses('ghost')}
        >
          {t('forgot.backToLogin')}
        </button>
        <button type="submit" disabled={send.isPending} className={buttonClasses('primary')}>
          {send.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </div>
    </form>
  );
}
