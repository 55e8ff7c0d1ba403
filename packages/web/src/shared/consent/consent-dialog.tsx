import { useId, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { ACCEPT_ALL, type ConsentChoice } from '#web/shared/consent/consent-store.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';

interface ConsentDialogProps {
  initial: ConsentChoice;
  onDecide: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** The categories as checkboxes; loaded when it opens (decision 065). */
export function ConsentDialog({ initial, onDecide, onClose }: ConsentDialogProps) {
  const { t } = useTranslation('shell');
  const [choice, setChoice] = useState(initial);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('consent.dialogTitle')}
      description={t('consent.dialogText')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDecide(choice);
        }}
      >
        <fieldset>
          <legend className="sr-only">{t('consent.categories')}</legend>
          <ul className="space-y-4">
            <Category name="necessary" checked disabled />
            <Category
              name="statistics"
              checked={choice.statistics}
              onChange={(statistics) => setChoice({ ...choice, statistics })}
            />
            <Category
              name="marketing"
              checked={choice.marketing}
              onChange={(marketing) => setChoice({ ...choice, marketing })}
            />
          </ul>
        </fieldset>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button type="submit" className={buttonClasses('secondary')}>
            {t('consent.save')}
          </button>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => onDecide(ACCEPT_ALL)}
          >
            {t('consent.acceptAll')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Category({
  name,
  checked,
  disabled = false,
  onChange,
}: {
  name: 'necessary' | 'statistics' | 'marketing';
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <li className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        className="mt-1 size-4 shrink-0 rounded-sm accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          {t(`consent.${name}.label`)}
        </label>
        <p id={`${id}-text`} className="text-sm text-gray-600">
          {t(`consent.${name}.text`)}
        </p>
      </div>
    </li>
  );
}
