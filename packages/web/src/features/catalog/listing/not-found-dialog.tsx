import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';

/**
 * The not-found dialog (docs/product/catalog.md#cat-not-found-dialog): a change of the selection
 * left no articles. The user goes back to the previous selection or stays to change it otherwise.
 */
export function NotFoundDialog({
  open,
  onOpenChange,
  onBack,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('listing.notFound.title')}
      description={t('listing.notFound.text')}
    >
      <p className="text-sm text-gray-700 sm:hidden">{t('listing.notFound.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-0">
        <button
          type="button"
          data-autofocus
          onClick={() => {
            onOpenChange(false);
            onBack();
          }}
          className={buttonClasses('primary')}
        >
          {t('listing.notFound.back')}
        </button>
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClasses('secondary')}
        >
          {t('listing.notFound.stay')}
        </button>
      </div>
    </Modal>
  );
}
