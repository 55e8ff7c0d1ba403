import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { ISSUE } from '#web/features/registration/registration-schemas.ts';

export type IssueKind = 'text' | 'email' | 'choice';

/**
 * The translated message of a field's error: the custom codes of the step schemas, "required"
 * for an empty field, or "not valid" (an e-mail gets its own sentence).
 */
export function useIssueText() {
  const { t } = useTranslation('registration');
  return (error: FieldError | undefined, value: unknown, kind: IssueKind = 'text') => {
    if (error === undefined) return undefined;
    const code = error.message ?? '';
    if (code in ISSUE) return t(`validation.${code as keyof typeof ISSUE}`);
    const empty = value === undefined || value === null || value === '' || value === false;
    if (empty) return kind === 'choice' ? t('validation.choose') : t('validation.required');
    return kind === 'email' ? t('validation.email') : t('validation.invalid');
  };
}

interface StepActionsProps {
  step: number;
  onBack: () => void;
  onClear: () => void;
  /** the label of the main button: next step, or send on the last */
  submitLabel: string;
  busy?: boolean;
}

/**
 * Back, clear this step (docs/product/identity.md#auth-registration-steps: each step can be
 * cleared) and next/send.
 */
export function StepActions({
  step,
  onBack,
  onClear,
  submitLabel,
  busy = false,
}: StepActionsProps) {
  const { t } = useTranslation('registration');
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap gap-2">
        {step > 0 && (
          <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
            {t('action.back')}
          </button>
        )}
        <button type="button" onClick={onClear} className={buttonClasses('ghost')}>
          {t('action.clear')}
        </button>
      </div>
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'px-6 py-2.5')}>
        {submitLabel}
      </button>
    </div>
  );
}

/** A group of fields with a visible legend. */
export function FieldGroup({
  legend,
  children,
  className = '',
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="mb-3 text-base font-semibold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
