import { useState } from 'react';
import type { CreateWebhookResponse, WebhookEndpoint } from '@shop/domain/api/webhooks.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useDeleteWebhook, useWebhooks } from '#web/features/account/api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { useEventLabel } from './event-label.ts';
import { WebhookForm } from './webhook-form.tsx';

/** The secret of the endpoint just added: shown this once, until the customer has copied it. */
function SecretOnce({ created, onDone }: { created: CreateWebhookResponse; onDone: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Notice tone="success" title={t('webhooks.secretTitle')}>
      <p>{t('webhooks.secretText', { url: created.endpoint.url })}</p>
      <p className="mt-2">
        <span className="font-semibold">{t('webhooks.secretLabel')}</span>{' '}
        <code className="rounded-sm bg-white px-1.5 py-0.5 break-all text-gray-900 select-all">
          {created.secret}
        </code>
      </p>
      <button type="button" className={buttonClasses('secondary', 'mt-3')} onClick={onDone}>
        {t('webhooks.secretDone')}
      </button>
    </Notice>
  );
}

function EndpointList({
  customerNumber,
  endpoints,
}: {
  customerNumber: string;
  endpoints: readonly WebhookEndpoint[];
}) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const errorText = useErrorMessage();
  const eventLabel = useEventLabel();
  const remove = useDeleteWebhook(customerNumber);
  if (endpoints.length === 0) return <EmptyList>{t('webhooks.empty')}</EmptyList>;
  return (
    <>
      {remove.isError && <Notice tone="error">{errorText(remove.error)}</Notice>}
      <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-all text-gray-900">{endpoint.url}</p>
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('webhooks.events')}>
                {endpoint.events.map((event) => (
                  <li
                    key={event}
                    className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-800"
                  >
                    {eventLabel(event)}
                  </li>
                ))}
              </ul>
              <p className="text-xs text-gray-600">
                {t('webhooks.created', { date: formatShortDate(endpoint.createdAt, language) })}
              </p>
            </div>
            <button
              type="button"
              className={buttonClasses('dangerGhost', 'px-2 py-1')}
              disabled={remove.isPending}
              aria-label={t('webhooks.deleteLabel', { url: endpoint.url })}
              onClick={() => remove.mutate(endpoint.id)}
            >
              {t('webhooks.delete')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The profile's webhooks (docs/decisions/140-retailer-webhooks.md): the registered endpoints, the
 * form that adds one and shows its secret once, and the delivery log.
 */
export function WebhooksCard({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const webhooks = useWebhooks(customerNumber);
  const [created, setCreated] = useState<CreateWebhookResponse | null>(null);
  return (
    <section
      aria-labelledby="profile-webhooks"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div>
        <h2 id="profile-webhooks" className="text-lg font-semibold text-gray-900">
          {t('webhooks.heading')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('webhooks.intro')}</p>
      </div>
      {created && <SecretOnce created={created} onDone={() => setCreated(null)} />}
      {webhooks.isPending && <Spinner label={t('webhooks.loading')} className="py-4" />}
      {webhooks.isError && (
        <LoadFailed
          title={t('webhooks.loadError')}
          error={webhooks.error}
          onRetry={() => void webhooks.refetch()}
        />
      )}
      {webhooks.data && (
        <EndpointList customerNumber={customerNumber} endpoints={webhooks.data.endpoints} />
      )}
      <WebhookForm customerNumber={customerNumber} onCreated={setCreated} />
      <DeliveryLog customerNumber={customerNumber} />
    </section>
  );
}
