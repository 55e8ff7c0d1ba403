import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField } from '#web/shared/ui/form-fields.tsx';
import { ModalOnOpen } from '#web/shared/ui/modal-on-open.tsx';
import { rememberLoadChoice, type LoadChoice } from '#web/shared/basket/replace-or-add-choice.ts';

interface ReplaceOrAddDialogProps {
  open: boolean;
  onCancel: () => void;
  onChoose: (choice: LoadChoice) => void;
}

/**
 * The replace-or-add question before a saved basket or a past order goes into the basket
 * (docs/product/basket.md#basket-replace-or-add), with the remember-my-choice option.
 */
export function ReplaceOrAddDialog({ open, onCancel, onChoose }: ReplaceOrAddDialogProps) {
  const { t } = useTranslation('basket');
  const [remember, setRemember] = useState(false);

  function choose(choice: LoadChoice) {
    if (remember) rememberLoadChoice(choice);
    onChoose(choice);
  }

  return (
    <ModalOnOpen
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('replaceOrAdd.title')}
      description={t('replaceOrAdd.text')}
    >
      <p className="text-sm text-gray-700 sm:hidden">{t('replaceOrAdd.text')}</p>
      <CheckboxField
        label={t('replaceOrAdd.remember')}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
        className="mt-3 sm:mt-0"
      />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClasses('secondary')} onClick={() => choose('add')}>
          {t('replaceOrAdd.add')}
        </button>
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => choose('replace')}
        >
          {t('replaceOrAdd.replace')}
        </button>
      </div>
    </ModalOnOpen>
  );
}
