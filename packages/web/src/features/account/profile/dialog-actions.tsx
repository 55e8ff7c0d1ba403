import type { ReactNode } from 'react';
import { buttonClasses } from '#web/shared/ui/button.ts';

/** What the profile page hands each of its dialogs. */
export interface ProfileDialogProps {
  customerNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The profile dialogs' button row: cancel first, then the dialog's own action (`children`). */
export function DialogActions({
  cancelLabel,
  onCancel,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={buttonClasses('secondary')} onClick={onCancel}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}
