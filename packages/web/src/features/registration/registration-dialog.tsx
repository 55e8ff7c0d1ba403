import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { registrationSchema } from '@shop/domain/api/auth.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs, useAuthDialogs } from '#web/shared/session/auth-dialogs.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckIcon } from '#web/shared/ui/icons.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useSubmitRegistration } from '#web/features/registration/api/submit-registration.ts';
import {
  LAST_STEP,
  STEPS,
  clearRegistration,
  clearStep,
  finishStep,
  isStepEnabled,
  loadRegistration,
  registrationRequest,
  saveRegistration,
  stepFields,
  type RegistrationDraft,
  type RegistrationProgress,
} from '#web/features/registration/registration-draft.ts';
import { AddressStep } from '#web/features/registration/steps/address-step.tsx';
import { CompanyStep } from '#web/features/registration/steps/company-step.tsx';
import { MessageStep, type SendError } from '#web/features/registration/steps/message-step.tsx';
import { NewsletterStep } from '#web/features/registration/steps/newsletter-step.tsx';
import { PaymentStep } from '#web/features/registration/steps/payment-step.tsx';
import type { StepProps } from '#web/features/registration/steps/step-props.ts';
import { tracker } from '#web/shared/tracking/shop-tracker.ts';

/**
 * The trade-account application (docs/product/identity.md#auth-registration-steps), opened from the
 * login dialog's register part and by /register: five steps, each a form that must be valid to go
 * on; a later step's tab opens only when the previous step is finished; the draft and the progress
 * are kept in localStorage; a successful submit clears the draft and says so.
 */
export function RegistrationDialog() {
  const { t } = useTranslation('registration');
  const { open } = useAuthDialogs();
  return (
    <Modal
      open={open === 'registration'}
      onOpenChange={(next) => !next && authDialogs.close()}
      title={t('title')}
      description={t('intro')}
      size="xl"
    >
      <Registration />
    </Modal>
  );
}

function Registration() {
  const { t } = useTranslation('registration');
  const shell = useShellParams();
  const [progress, setProgress] = useState(() => loadRegistration(shell.shop));
  const [done, setDone] = useState(false);
  // a cleared step is drawn anew with empty fields
  const [generation, setGeneration] = useState(0);
  const sending = useSendRegistration(progress, setProgress, () => setDone(true));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!done) saveRegistration(progress);
  }, [progress, done]);

  // after a step change, focus goes to the heading of the new step
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
    moved.current = false;
  }, [progress.step]);

  function goTo(step: number) {
    moved.current = true;
    setProgress((current) => ({ ...current, step }));
  }

  const stepProps: StepProps = {
    draft: progress.draft,
    onChange: (patch) =>
      setProgress((current) => ({ ...current, draft: { ...current.draft, ...patch } })),
    onNext: (patch) => {
      moved.current = true;
      setProgress((current) =>
        finishStep({ ...current, draft: { ...current.draft, ...patch } }, current.step),
      );
    },
    onBack: () => goTo(Math.max(0, progress.step - 1)),
    onClear: () => {
      setProgress((current) => clearStep(current, current.step, shell.shop));
      setGeneration((count) => count + 1);
    },
  };

  if (done) return <RegistrationDone />;

  const step = progress.step;
  const name = STEPS[step] ?? 'company';
  const key = `${name}-${generation}`;
  return (
    <div>
      <StepTabs step={step} finished={progress.finished} onSelect={goTo} />
      <h3
        ref={stepHeading}
        tabIndex={-1}
        id="registration-step-heading"
        className="mt-5 mb-4 text-lg font-semibold text-gray-900 focus:outline-none"
      >
        {t('stepOf', { step: step + 1, total: STEPS.length, name: t(`step.${name}`) })}
      </h3>
      <div
        role="tabpanel"
        id={`registration-panel-${name}`}
        aria-labelledby={`registration-tab-${name}`}
      >
        {name === 'company' && <CompanyStep key={key} {...stepProps} />}
        {name === 'addresses' && <AddressStep key={key} {...stepProps} />}
        {name === 'newsletter' && <NewsletterStep key={key} {...stepProps} />}
        {name === 'payment' && <PaymentStep key={key} {...stepProps} />}
        {name === 'message' && (
          <MessageStep
            key={key}
            {...stepProps}
            onSend={sending.send}
            sending={sending.pending}
            sendError={sending.error}
            captchaReset={sending.captchaReset}
            onCaptchaSolved={sending.captchaSolved}
          />
        )}
      </div>
    </div>
  );
}

/**
 * Sends the application from the last step. A step that became invalid after it was finished
 * (e.g. storage edited) is opened again instead; a sent application clears the draft.
 */
function useSendRegistration(
  progress: RegistrationProgress,
  setProgress: Dispatch<SetStateAction<RegistrationProgress>>,
  onDone: () => void,
) {
  const shell = useShellParams();
  const submit = useSubmitRegistration();
  const [error, setError] = useState<SendError | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  function send(patch: Partial<RegistrationDraft>, captchaHash: string) {
    const draft = { ...progress.draft, ...patch };
    const request = registrationRequest(draft, { ...shell, captchaHash });
    const checked = registrationSchema.safeParse(request);
    if (!checked.success) {
      const field = String(checked.error.issues[0]?.path[0] ?? '');
      const step = STEPS.findIndex((_, index) =>
        stepFields(index).includes(field as keyof RegistrationDraft),
      );
      if (step >= 0 && step < LAST_STEP) {
        setProgress((current) => ({ ...current, draft, finished: step, step }));
        return;
      }
    }
    setError(null);
    submit.mutate(request, {
      onSuccess: () => {
        clearRegistration();
        onDone();
        tracker.registration();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'EMAIL_TAKEN') setError('emailTaken');
        else if (isApiError(failure) && failure.code === 'CAPTCHA_INVALID') setError('captcha');
        else setError('failed');
      },
      onSettled: () => setCaptchaReset((count) => count + 1),
    });
  }

  return {
    send,
    pending: submit.isPending,
    error,
    captchaReset,
    captchaSolved: () => setError((current) => (current === 'captcha' ? null : current)),
  };
}

function RegistrationDone() {
  const { t } = useTranslation('registration');
  return (
    <div className="space-y-5">
      <Notice tone="success" title={t('success.title')}>
        {t('success.text')}
      </Notice>
      <button
        type="button"
        data-autofocus
        onClick={() => authDialogs.close()}
        className={buttonClasses('primary')}
      >
        {t('success.close')}
      </button>
    </div>
  );
}

/** The five step tabs: a tab is enabled only when the step before it is finished. */
function StepTabs({
  step,
  finished,
  onSelect,
}: {
  step: number;
  finished: number;
  onSelect: (step: number) => void;
}) {
  const { t } = useTranslation('registration');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const enabled = STEPS.map((_, index) => index).filter((index) =>
      isStepEnabled(index, finished),
    );
    const position = enabled.indexOf(step);
    const targets: Record<string, number | undefined> = {
      ArrowRight: enabled[(position + 1) % enabled.length],
      ArrowLeft: enabled[(position - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('steps')} className="grid grid-cols-5 gap-1 sm:gap-2">
      {STEPS.map((name, index) => {
        const enabled = isStepEnabled(index, finished);
        const current = index === step;
        const complete = index < finished;
        return (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`registration-tab-${name}`}
            aria-selected={current}
            aria-controls={current ? `registration-panel-${name}` : undefined}
            tabIndex={current ? 0 : -1}
            disabled={!enabled}
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
            className={`group flex flex-col items-center gap-1 rounded-md px-1 py-2 text-xs font-semibold sm:flex-row sm:gap-2 sm:px-2 sm:text-sm ${
              current
                ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-300'
                : 'text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs ${
                complete
                  ? 'bg-success-600 text-white'
                  : current
                    ? 'bg-brand-700 text-white'
                    : 'bg-gray-200 text-gray-700 group-disabled:bg-gray-100 group-disabled:text-gray-400'
              }`}
            >
              {complete && !current ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span className="sr-only max-w-full truncate sm:not-sr-only">{t(`step.${name}`)}</span>
            {complete && <span className="sr-only"> ({t('stepFinished')})</span>}
          </button>
        );
      })}
    </div>
  );
}
