import type { ApiKey } from '@shop/domain/api/api-keys.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Table } from '#web/shared/ui/table.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useApiKeys } from '#web/features/account/api/list-api-keys.ts';
import { useRevokeApiKey } from '#web/features/account/api/revoke-api-key.ts';
import { ApiKeyForm, SCOPE_TEXT } from './api-key-form.tsx';

/** The account's keys: name, scopes, created, last use, and a revoke button each. */
function ApiKeyTable({ customerNumber, keys }: { customerNumber: string; keys: ApiKey[] }) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const errorMessage = useErrorMessage();
  const revocation = useRevokeApiKey(customerNumber);
  if (keys.length === 0) return <p className="text-sm text-gray-700">{t('apiKeys.none')}</p>;
  return (
    <>
      <Table
        variant="plain"
        rows={keys}
        rowKey={(key) => key.id}
        columns={[
          { key: 'name', header: t('apiKeys.name'), rowHeader: true, cell: (key) => key.name },
          {
            key: 'scopes',
            header: t('apiKeys.scopes'),
            cell: (key) => key.scopes.map((scope) => t(SCOPE_TEXT[scope])).join(', '),
          },
          {
            key: 'created',
            header: t('apiKeys.created'),
            wideOnly: true,
            cell: (key) => formatShortDate(key.createdAt, language),
          },
          {
            key: 'lastUsed',
            header: t('apiKeys.lastUsed'),
            cell: (key) =>
              key.lastUsedAt === null
                ? t('apiKeys.neverUsed')
                : formatShortDate(key.lastUsedAt, language),
          },
          {
            key: 'revoke',
            header: <span className="sr-only">{t('apiKeys.revoke')}</span>,
            align: 'right',
            cell: (key) => (
              <button
                type="button"
                className={buttonClasses('dangerGhost')}
                aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                disabled={revocation.isPending}
                onClick={() => revocation.mutate(key.id)}
              >
                {t('apiKeys.revoke')}
              </button>
            ),
          },
        ]}
      />
      {revocation.isError && <Notice tone="error">{errorMessage(revocation.error)}</Notice>}
    </>
  );
}

/**
 * The profile's API keys (docs/decisions/133-api-keys-for-a-retailers-erp.md): the keys a
 * retailer's ERP calls the shop with, each shown once when made and revoked at once.
 */
export function ApiKeysCard({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const keys = useApiKeys(customerNumber);
  return (
    <section
      aria-labelledby="profile-api-keys"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="profile-api-keys" className="text-lg font-semibold text-gray-900">
        {t('apiKeys.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('apiKeys.intro')}</p>
      <div className="mt-3 space-y-4">
        {keys.isPending && <Spinner label={t('apiKeys.loading')} className="py-4" />}
        {keys.isError && (
          <Notice tone="error" title={t('apiKeys.loadError')}>
            {errorMessage(keys.error)}
          </Notice>
        )}
        {keys.data && <ApiKeyTable customerNumber={customerNumber} keys={keys.data.keys} />}
        <ApiKeyForm customerNumber={customerNumber} />
      </div>
    </section>
  );
}
