import { deliveryNoteFileName } from '@shop/domain/api/order-detail.ts';
import { apiGetFile } from '#web/shared/api/client.ts';
import { downloadFile } from '#web/shared/download.ts';

/**
 * GET /account/order/{orderNumber}/deliveryNote.pdf: the neutral delivery note of a dropshipping
 * order, labelled in the consumer's language (docs/product/basket.md#basket-dropship-delivery-note).
 */
export async function downloadDeliveryNote(orderNumber: string) {
  const pdf = await apiGetFile(
    `/account/order/${encodeURIComponent(orderNumber)}/deliveryNote.pdf`,
  );
  downloadFile(deliveryNoteFileName(orderNumber), pdf);
}
