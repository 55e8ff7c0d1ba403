import type { ReactNode } from 'react';
import { buttonClasses } from '#web/shared/ui/button.ts';

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
