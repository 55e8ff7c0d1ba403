import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope } from '@shop/domain/api/api-keys.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField, TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useCreateApiKey } from '#web/features/account/api/create-api-key.ts';

/** The text key of each scope's label: i18next reads a colon as a namespace. */
export const SCOPE_TEXT = {
  'catalog:read': 'apiKeys.scope.catalog',
  orders: 'apiKeys.scope.orders',
  'open-orders:read': 'apiKeys.scope.openOrders',
  'invoices:read': 'apiKeys.scope.invoices',
  'account:read': 'apiKeys.scope.account',
} as const satisfies Record<ApiKeyScope, string>;

/** The new key, shown this once, with a copy button (docs/decisions/133). */
function CreatedKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // a page served over plain HTTP has no clipboard: the key can still be selected and copied
  const copyKey = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(secret))
      .then(
        () => setCopy('copied'),
        () => setCopy('failed'),
      );
  return (
    <Notice tone="success" title={t('apiKeys.createdTitle')}>
      <p>{t('apiKeys.createdHint')}</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <TextField
          label={t('apiKeys.keyLabel')}
          value={secret}
          readOnly
          className="min-w-0 grow font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={buttonClasses('secondary')} onClick={copyKey}>
          {t('apiKeys.copy')}
        </button>
        <button type="button" className={buttonClasses('ghost')} onClick={onDone}>
          {t('apiKeys.done')}
        </button>
      </div>
      {copy === 'copied' && <p className="mt-1">{t('apiKeys.copied')}</p>}
      {copy === 'failed' && <p className="mt-1">{t('apiKeys.copyFailed')}</p>}
      <p className="mt-2">{t('apiKeys.usage')}</p>
    </Notice>
  );
}

/** A name and the scopes of a new key; the answer's key is shown once above the form. */
export function ApiKeyForm({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const creation = useCreateApiKey(customerNumber);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [problem, setProblem] = useState<'name' | 'scope' | null>(null);
  const toggle = (scope: ApiKeyScope) =>
    setScopes((chosen) =>
      chosen.includes(scope) ? chosen.filter((one) => one !== scope) : [...chosen, scope],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = name.trim() === '' ? 'name' : scopes.length === 0 ? 'scope' : null;
    setProblem(invalid);
    if (invalid !== null) return;
    creation.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: () => {
          setName('');
          setScopes([]);
        },
      },
    );
  };
  return (
    <div className="space-y-3">
      {creation.data && <CreatedKey secret={creation.data.secret} onDone={creation.reset} />}
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('apiKeys.name')}
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problem === 'name' ? t('apiKeys.nameRequired') : undefined}
        />
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">{t('apiKeys.scopes')}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {API_KEY_SCOPES.map((scope) => (
              <CheckboxField
                key={scope}
                label={t(SCOPE_TEXT[scope])}
                checked={scopes.includes(scope)}
                onChange={() => toggle(scope)}
              />
            ))}
          </div>
          {problem === 'scope' && (
            <p className="mt-1 text-sm text-danger-700">{t('apiKeys.scopeRequired')}</p>
          )}
        </fieldset>
        {creation.isError && <Notice tone="error">{errorMessage(creation.error)}</Notice>}
        <button type="submit" className={buttonClasses()} disabled={creation.isPending}>
          {t('apiKeys.create')}
        </button>
      </form>
    </div>
  );
}
