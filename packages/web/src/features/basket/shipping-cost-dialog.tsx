import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { ShippingCosts, type ShippingCostsProps } from '#web/shared/shipping/shipping-costs.tsx';

interface ShippingCostDialogProps extends ShippingCostsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The shipping-info dialog (docs/product/basket.md#basket-dialogs): free-shipping threshold, fee,
 * service and duration per country of the customer's shop, as the server keeps the table
 * (docs/decisions/103-shipping-countries-imported.md), and the dropshipping parcel costs. The
 * table is asked for when the dialog opens.
 */
export function ShippingCostDialog({
  open,
  onOpenChange,
  shop,
  language,
  country,
  dropshipping,
}: ShippingCostDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('shippingCosts.title')}
      description={t('shippingCosts.description')}
      size="xl"
    >
      <ShippingCosts
        shop={shop}
        language={language}
        country={country}
        dropshipping={dropshipping}
      />
    </Modal>
  );
}
