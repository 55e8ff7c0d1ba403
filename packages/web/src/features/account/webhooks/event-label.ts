import type { WebhookDeliveryState, WebhookEvent } from '@shop/domain/api/webhooks.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/** The name a buyer reads for each webhook event. */
export function useEventLabel() {
  const { t } = useTranslation('account');
  const labels: Record<WebhookEvent, string> = {
    'order.confirmed': t('webhooks.event.orderConfirmed'),
    'order.shipped': t('webhooks.event.orderShipped'),
    'invoice.issued': t('webhooks.event.invoiceIssued'),
    'backorder.ready': t('webhooks.event.backorderReady'),
    'release-date.moved': t('webhooks.event.releaseDateMoved'),
  };
  return (event: WebhookEvent) => labels[event];
}

/** The name of a delivery's state. */
export function useStateLabel() {
  const { t } = useTranslation('account');
  const labels: Record<WebhookDeliveryState, string> = {
    pending: t('webhooks.state.pending'),
    delivered: t('webhooks.state.delivered'),
    failed: t('webhooks.state.failed'),
  };
  return (state: WebhookDeliveryState) => labels[state];
}
