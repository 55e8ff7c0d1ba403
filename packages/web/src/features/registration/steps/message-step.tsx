import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { z } from 'zod';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { Captcha } from '#web/shared/ui/captcha.tsx';
import { CheckboxField, TextAreaField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import type { RegistrationDraft } from '#web/features/registration/registration-draft.ts';
import { messageStepSchema } from '#web/features/registration/registration-schemas.ts';
import { FieldGroup, StepActions, useIssueText } from '#web/features/registration/step-parts.tsx';
import { useSaveAsTyped, type StepProps } from '#web/features/registration/steps/step-props.ts';

export type SendError = 'emailTaken' | 'captcha' | 'failed';

interface MessageFormValues {
  message: string;
  terms: boolean;
  privacy: boolean;
}

/**
 * The checkboxes hold booleans; the domain schema accepts only `true`
 * (docs/product/identity.md#auth-registration-submit).
 */
const messageResolver = zodResolver(messageStepSchema) as unknown as Resolver<
  MessageFormValues,
  unknown,
  z.output<typeof messageStepSchema>
>;

interface MessageStepProps extends StepProps {
  onSend: (patch: Partial<RegistrationDraft>, captchaHash: string) => void;
  sending: boolean;
  sendError: SendError | null;
  /** changes after every attempt: a captcha solution is valid once */
  captchaReset: number;
  /** a new solution replaces a refused one */
  onCaptchaSolved: () => void;
}

/**
 * Step 4, message and consent (docs/product/identity.md#auth-registration-submit): an optional
 * message, terms, privacy and the captcha. Sending needs all three; otherwise the captcha or
 * checkbox is marked invalid.
 */
export function MessageStep({
  draft,
  onChange,
  onBack,
  onClear,
  onSend,
  sending,
  sendError,
  captchaReset,
  onCaptchaSolved,
}: MessageStepProps) {
  const { t } = useTranslation('registration');
  const issueText = useIssueText();
  const [captchaHash, setCaptchaHash] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: messageResolver,
    defaultValues: { message: draft.message, terms: draft.terms, privacy: draft.privacy },
  });
  useSaveAsTyped(watch, () => getValues(), onChange);
  const message = useWatch({ control, name: 'message' });

  const onSubmit = handleSubmit(
    () => {
      if (captchaHash === null) {
        setCaptchaMissing(true);
        return;
      }
      onSend(getValues(), captchaHash);
    },
    // every missing consent is marked at once, the captcha too
    () => setCaptchaMissing(captchaHash === null),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-6">
        {sendError === 'emailTaken' && <Notice tone="error">{t('error.emailTaken')}</Notice>}
        {sendError === 'failed' && <Notice tone="error">{t('error.failed')}</Notice>}
        <FieldGroup legend={t('message.legend')}>
          <TextAreaField
            {...register('message')}
            data-autofocus
            label={t('field.message')}
            hint={t('field.messageHint')}
            maxLength={2000}
            error={issueText(errors.message, message)}
          />
        </FieldGroup>
        <ConsentFields register={register} errors={errors} />
        <CaptchaGroup
          reset={captchaReset}
          refused={sendError === 'captcha'}
          missing={captchaMissing}
          onChange={(payload) => {
            setCaptchaHash(payload);
            if (payload !== null) {
              setCaptchaMissing(false);
              onCaptchaSolved();
            }
          }}
        />
      </div>
      <StepActions
        step={4}
        onBack={onBack}
        onClear={onClear}
        submitLabel={sending ? t('action.sending') : t('action.send')}
        busy={sending}
      />
    </form>
  );
}

/** Terms and privacy, each linked to its page in a new tab. */
function ConsentFields({
  register,
  errors,
}: {
  register: UseFormRegister<MessageFormValues>;
  errors: FieldErrors<MessageFormValues>;
}) {
  const { t } = useTranslation('registration');
  const shell = useShellParams();
  const link = (href: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline"
    />
  );
  return (
    <FieldGroup legend={t('consent.legend')}>
      <div className="space-y-3">
        <CheckboxField
          {...register('terms')}
          required
          label={
            <Trans
              t={t}
              i18nKey="consent.terms"
              components={{ terms: link(paths.terms.href(shell)) }}
            />
          }
          error={errors.terms ? t('validation.terms') : undefined}
        />
        <CheckboxField
          {...register('privacy')}
          required
          label={
            <Trans
              t={t}
              i18nKey="consent.privacy"
              components={{ privacy: link(paths.privacy.href(shell)) }}
            />
          }
          error={errors.privacy ? t('validation.privacy') : undefined}
        />
      </div>
    </FieldGroup>
  );
}

/** The captcha; marked when the server refused its solution or none was given. */
function CaptchaGroup({
  reset,
  refused,
  missing,
  onChange,
}: {
  reset: number;
  refused: boolean;
  missing: boolean;
  onChange: (payload: string | null) => void;
}) {
  const { t } = useTranslation('registration');
  const shell = useShellParams();
  const error = refused
    ? t('validation.captchaInvalid')
    : missing
      ? t('validation.captcha')
      : undefined;
  return (
    <FieldGroup legend={t('captcha.legend')}>
      <Captcha language={shell.language} resetSignal={reset} onChange={onChange} error={error} />
    </FieldGroup>
  );
}
