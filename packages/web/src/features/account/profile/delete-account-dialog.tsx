import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { logout } from '#web/shared/session/session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { deleteAccount } from '#web/features/account/api/delete-account.ts';
import { DialogActions, type ProfileDialogProps } from './dialog-actions.tsx';

/**
 * Delete account (docs/product/account.md#account-deletion, GDPR): what goes and what stays, and
 * the typed confirmation — the customer number, the same in every language
 * (docs/decisions/039-account-deletion.md). After the deletion the session ends and the user
 * returns to start.
 */
export function DeleteAccountDialog({ customerNumber, open, onOpenChange }: ProfileDialogProps) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const [typed, setTyped] = useState('');
  const removal = useMutation({ mutationFn: deleteAccount });
  const confirmed = typed.trim().toUpperCase() === customerNumber.toUpperCase();

  const close = (next: boolean) => {
    if (removal.isSuccess) return void logout();
    if (!next) {
      setTyped('');
      removal.reset();
    }
    onOpenChange(next);
  };
  if (removal.isSuccess) return <AccountDeletedModal open={open} onOpenChange={close} />;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('deleteAccount.title')}
      description={t('deleteAccount.description')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) removal.mutate(typed.trim());
        }}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
          <li>{t('deleteAccount.erased')}</li>
          <li>{t('deleteAccount.kept')}</li>
          <li>{t('deleteAccount.sessions')}</li>
        </ul>
        <TextField
          data-autofocus
          label={t('deleteAccount.confirmLabel', { customerNumber })}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {removal.isError && (
          <Notice tone="error" title={t('deleteAccount.error')}>
            {errorMessage(removal.error)}
          </Notice>
        )}
        <DialogActions cancelLabel={t('deleteAccount.cancel')} onCancel={() => close(false)}>
          <button
            type="submit"
            disabled={!confirmed || removal.isPending}
            className="inline-flex items-center justify-center rounded-md bg-danger-600 px-4 py-2 text-sm font-semibold text-white hover:bg-danger-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('deleteAccount.submit')}
          </button>
        </DialogActions>
      </form>
    </Modal>
  );
}

/** After the deletion: the only way on is the logout, back to start. */
function AccountDeletedModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('deleteAccount.doneTitle')}>
      <p className="text-sm text-gray-800">{t('deleteAccount.done')}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'mt-5')}
        onClick={() => void logout()}
      >
        {t('deleteAccount.toStart')}
      </button>
    </Modal>
  );
}
