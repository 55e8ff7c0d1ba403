import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ALERT_KINDS, type AlertKind, type CreateAlertRequest } from '@shop/domain/api/alerts.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useCreateAlert } from './alerts-api.ts';
import { AlertKindsField } from './alert-kinds-field.tsx';

export type AlertSubject =
  | { target: 'producer' | 'theme' | 'productType'; id: number }
  | { target: 'search'; searchName: string };

/**
 * "Alert me by mail" for what a page shows (docs/decisions/150-article-alerts.md): a button that
 * opens the choice of kinds, all chosen at first, and sets the alert; then a note that links to
 * the account's alerts.
 */
export function SetAlert({
  customerNumber,
  subject,
  name,
  compact = false,
}: {
  customerNumber: string;
  subject: AlertSubject;
  /** what is watched, as the page names it */
  name: string;
  /** a small icon-sized button, as in the saved searches' list */
  compact?: boolean;
}) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const errorText = useErrorMessage();
  const id = useId();
  const create = useCreateAlert(customerNumber);
  const [open, setOpen] = useState(false);
  const [kinds, setKinds] = useState<AlertKind[]>([...ALERT_KINDS]);

  if (create.isSuccess) {
    return (
      <p role="status" className="text-sm text-success-800">
        {t('alerts.created')}{' '}
        <Link to={paths.accountAlerts.href(shell)} className="font-semibold underline">
          {t('alerts.manage')}
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className={
          compact
            ? 'rounded px-1 text-xs font-medium text-brand-700 hover:underline'
            : buttonClasses('secondary')
        }
        aria-label={compact ? t('alerts.setTitle', { name }) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('alerts.set')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kinds.length === 0) return;
    create.mutate({ ...subject, kinds } as CreateAlertRequest);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('alerts.setTitle', { name })}
      className="w-full space-y-2 rounded-md border border-gray-200 bg-white p-3"
    >
      <p className="text-sm font-semibold text-gray-900">{t('alerts.setTitle', { name })}</p>
      <AlertKindsField value={kinds} onChange={setKinds} idPrefix={id} />
      {kinds.length === 0 && <p className="text-sm text-danger-800">{t('alerts.chooseKind')}</p>}
      {create.isError && (
        <p role="alert" className="text-sm text-danger-800">
          {errorText(create.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClasses('primary')}
          disabled={create.isPending || kinds.length === 0}
        >
          {t('alerts.create')}
        </button>
        <button type="button" className={buttonClasses('ghost')} onClick={() => setOpen(false)}>
          {t('alerts.cancel')}
        </button>
      </div>
    </form>
  );
}
