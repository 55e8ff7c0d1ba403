import { useEffect, useRef } from 'react';
import type { RegistrationDraft } from '#web/features/registration/registration-draft.ts';

export interface StepProps {
  draft: RegistrationDraft;
  /** every change, saved as the draft at once */
  onChange: (patch: Partial<RegistrationDraft>) => void;
  /** the step is valid: saved and finished, the next step opens */
  onNext: (patch: Partial<RegistrationDraft>) => void;
  onBack: () => void;
  onClear: () => void;
}

/**
 * Saves what the applicant types as the draft, as it is typed
 * (docs/product/identity.md#auth-registration-steps: progress and data are saved locally). `watch`
 * is react-hook-form's; `toPatch` reads the step's values.
 */
export function useSaveAsTyped(
  watch: (callback: () => void) => { unsubscribe: () => void },
  toPatch: () => Partial<RegistrationDraft>,
  onChange: (patch: Partial<RegistrationDraft>) => void,
): void {
  const latest = useRef({ toPatch, onChange });
  useEffect(() => {
    latest.current = { toPatch, onChange };
  });
  useEffect(() => {
    const subscription = watch(() => latest.current.onChange(latest.current.toPatch()));
    return () => subscription.unsubscribe();
  }, [watch]);
}
