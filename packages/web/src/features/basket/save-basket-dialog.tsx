import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { MAX_SAVED_BASKET_NOTE_LENGTH } from '@shop/domain/api/saved-baskets.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { saveBasket, useSavedBaskets } from '#web/shared/basket/api/saved-baskets.ts';
import { readDropshipping } from '#web/shared/basket/dropshipping-storage.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

interface SaveBasketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerNumber: string;
  onSaved: (note: string) => void;
}

/**
 * Save basket (docs/product/basket.md#basket-save-note): a note is required and must differ from
 * the note of every saved basket; a duplicate disables saving. A checked dropshipping address is
 * saved with it.
 */
export function SaveBasketDialog({
  open,
  onOpenChange,
  customerNumber,
  onSaved,
}: SaveBasketDialogProps) {
  const { t } = useTranslation('basket');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('save.title')}
      description={t('save.description')}
    >
      {open && <SaveForm customerNumber={customerNumber} onSaved={onSaved} />}
    </Modal>
  );
}

function SaveForm({
  customerNumber,
  onSaved,
}: Pick<SaveBasketDialogProps, 'customerNumber' | 'onSaved'>) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  const queryClient = useQueryClient();
  const saved = useSavedBaskets(customerNumber, true);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const trimmed = note.trim();
  const duplicate = (saved.data ?? []).some((basket) => basket.note.trim() === trimmed);
  const error =
    trimmed === ''
      ? touched
        ? t('save.required')
        : undefined
      : duplicate
        ? t('save.duplicate')
        : undefined;

  async function submit() {
    setTouched(true);
    if (trimmed === '' || duplicate || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const dropshipping = readDropshipping();
      await saveBasket({
        note: trimmed,
        dropshipping: dropshipping.checked ? JSON.stringify(dropshipping.address) : null,
      });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.savedBaskets(customerNumber) });
      onSaved(trimmed);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <TextField
        label={t('save.note')}
        required
        data-autofocus
        value={note}
        maxLength={MAX_SAVED_BASKET_NOTE_LENGTH}
        onChange={(event) => setNote(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error}
        hint={t('save.hint')}
      />
      {saved.isPending && <Spinner label={t('save.checking')} />}
      {failure !== null && <Notice tone="error">{errorText(failure)}</Notice>}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={saving || duplicate || (touched && trimmed === '')}
          className={buttonClasses('primary')}
        >
          {saving ? t('save.saving') : t('save.submit')}
        </button>
      </div>
    </form>
  );
}
