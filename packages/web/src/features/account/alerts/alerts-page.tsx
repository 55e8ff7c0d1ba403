import { useState } from 'react';
import type { Alert, AlertKind } from '@shop/domain/api/alerts.ts';
import { shopDayOf } from '@shop/domain/rules/article-dates.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { AlertKindsField } from '#web/shared/alerts/alert-kinds-field.tsx';
import { useAlerts, useChangeAlert, useDeleteAlert } from '#web/shared/alerts/alerts-api.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

const sameKinds = (a: readonly AlertKind[], b: readonly AlertKind[]) =>
  a.length === b.length && a.every((kind) => b.includes(kind));

function AlertItem({ alert, customerNumber }: { alert: Alert; customerNumber: string }) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const errorText = useErrorMessage();
  const change = useChangeAlert(customerNumber);
  const remove = useDeleteAlert(customerNumber);
  const [kinds, setKinds] = useState<AlertKind[]>(alert.kinds);
  const label = t(`alerts.target.${alert.target}`, { name: alert.name });
  const headingId = `alert-${alert.id}`;
  const busy = change.isPending || remove.isPending;
  return (
    <li aria-labelledby={headingId} className="space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold break-words text-gray-900">
          {label}
        </h2>
        <p className="text-sm text-gray-600">
          {alert.paused && (
            <span className="mr-2 rounded-full bg-warning-100 px-2 py-0.5 text-xs font-medium text-warning-900">
              {t('alerts.paused')}
            </span>
          )}
          {alert.lastSentAt === null
            ? t('alerts.neverSent')
            : t('alerts.lastSent', {
                date: formatShortDate(shopDayOf(new Date(alert.lastSentAt)), language),
              })}
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ id: alert.id, body: { kinds } });
        }}
      >
        <AlertKindsField value={kinds} onChange={setKinds} idPrefix={headingId} />
        <button
          type="submit"
          className={buttonClasses('secondary', 'px-3 py-1.5')}
          disabled={busy || kinds.length === 0 || sameKinds(kinds, alert.kinds)}
        >
          {t('alerts.save')}
        </button>
      </form>
      {kinds.length === 0 && <p className="text-sm text-danger-800">{t('alerts.chooseKind')}</p>}
      {change.isSuccess && (
        <p role="status" className="text-sm text-gray-700">
          {t('alerts.saved')}
        </p>
      )}
      {(change.isError || remove.isError) && (
        <p role="alert" className="text-sm text-danger-800">
          {errorText(change.error ?? remove.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('ghost', 'px-3 py-1.5')}
          disabled={busy}
          onClick={() => change.mutate({ id: alert.id, body: { paused: !alert.paused } })}
        >
          {alert.paused ? t('alerts.resume') : t('alerts.pause')}
        </button>
        <button
          type="button"
          className={buttonClasses('dangerGhost', 'px-3 py-1.5')}
          disabled={busy}
          aria-label={t('alerts.deleteLabel', { name: label })}
          onClick={() => remove.mutate(alert.id)}
        >
          {t('alerts.delete')}
        </button>
      </div>
    </li>
  );
}

function AlertList({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const alerts = useAlerts(customerNumber);
  if (alerts.isPending) return <Spinner label={t('alerts.loading')} className="py-6" />;
  if (alerts.isError) {
    return (
      <LoadFailed
        title={t('alerts.loadError')}
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
      />
    );
  }
  if (alerts.data.alerts.length === 0) return <EmptyList>{t('alerts.empty')}</EmptyList>;
  return (
    <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white shadow-xs">
      {alerts.data.alerts.map((alert) => (
        <AlertItem
          // the kinds being edited start again from the stored ones after a change
          key={`${alert.id}:${alert.kinds.join()}`}
          alert={alert}
          customerNumber={customerNumber}
        />
      ))}
    </ul>
  );
}

/**
 * /account/alerts (docs/decisions/150-article-alerts.md): every alert with what it watches, its
 * kinds and its last mail; change the kinds, pause or take up again, delete.
 */
export function AlertsPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  useDocumentTitle(t('alerts.title'), describedAs('alerts'));
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('alerts.title')}</h1>
      <p className="text-gray-700">{t('alerts.intro')}</p>
      {/* the route lets only a logged-in customer in */}
      {user && <AlertList customerNumber={user.customerNumber} />}
    </div>
  );
}
