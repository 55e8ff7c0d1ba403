import { useState } from 'react';
import type { WebhookDelivery } from '@shop/domain/api/webhooks.ts';
import { pageCount } from '@shop/domain/rules/paging.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Pager } from '#web/shared/ui/pager.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Table, type TableColumn } from '#web/shared/ui/table.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useRedeliverWebhook, useWebhookDeliveries } from '#web/features/account/api/webhooks.ts';
import { useEventLabel, useStateLabel } from './event-label.ts';

function useColumns(onSendAgain: (delivery: WebhookDelivery) => void, busy: boolean) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const eventLabel = useEventLabel();
  const stateLabel = useStateLabel();
  const columns: TableColumn<WebhookDelivery>[] = [
    {
      key: 'time',
      header: t('webhooks.log.time'),
      cell: (d) =>
        t('webhooks.log.at', {
          date: formatShortDate(d.updatedAt, language),
          time: d.updatedAt.slice(11, 16),
        }),
    },
    {
      key: 'event',
      header: t('webhooks.log.event'),
      cell: (d) => eventLabel(d.event),
      rowHeader: true,
    },
    {
      key: 'url',
      header: t('webhooks.log.address'),
      cell: (d) => d.url,
      wideOnly: true,
      className: 'break-all',
    },
    { key: 'state', header: t('webhooks.log.state'), cell: (d) => stateLabel(d.state) },
    {
      key: 'attempts',
      header: t('webhooks.log.attempts'),
      cell: (d) => d.attempts,
      align: 'right',
    },
    {
      key: 'status',
      header: t('webhooks.log.lastStatus'),
      cell: (d) => (d.lastStatusCode === null ? t('webhooks.log.noAnswer') : d.lastStatusCode),
      align: 'right',
    },
    {
      key: 'again',
      header: <span className="sr-only">{t('webhooks.log.sendAgain')}</span>,
      cell: (d) => (
        <button
          type="button"
          className={buttonClasses('ghost', 'px-2 py-1')}
          disabled={busy}
          aria-label={t('webhooks.log.sendAgainLabel', { event: eventLabel(d.event), id: d.id })}
          onClick={() => onSendAgain(d)}
        >
          {t('webhooks.log.sendAgain')}
        </button>
      ),
    },
  ];
  return columns;
}

/** The delivery log of the customer's webhooks, newest first, with "send again". */
export function DeliveryLog({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const errorText = useErrorMessage();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(customerNumber, page);
  const redeliver = useRedeliverWebhook(customerNumber);
  const columns = useColumns((d) => redeliver.mutate(d.id), redeliver.isPending);
  const data = deliveries.data;
  return (
    <section aria-labelledby="webhook-log-title" className="space-y-3">
      <h3 id="webhook-log-title" className="text-sm font-semibold text-gray-800">
        {t('webhooks.log.heading')}
      </h3>
      {deliveries.isPending && <Spinner label={t('webhooks.log.loading')} className="py-4" />}
      {deliveries.isError && (
        <LoadFailed
          title={t('webhooks.log.loadError')}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
        />
      )}
      {data && data.total === 0 && <EmptyList>{t('webhooks.log.empty')}</EmptyList>}
      {redeliver.isSuccess && <Notice tone="success">{t('webhooks.log.sent')}</Notice>}
      {redeliver.isError && <Notice tone="error">{errorText(redeliver.error)}</Notice>}
      {data && data.deliveries.length > 0 && (
        <>
          <Table columns={columns} rows={data.deliveries} rowKey={(d) => d.id} tabularNumbers />
          <Pager
            page={data.page}
            pages={pageCount(data.total, data.pageSize)}
            label={t('webhooks.log.paging')}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
