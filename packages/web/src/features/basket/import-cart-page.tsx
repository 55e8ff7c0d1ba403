import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { MAX_IMPORT_TEXT_LENGTH } from '@shop/domain/api/basket-imports.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { TextAreaField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { importBasket } from '#web/features/basket/api/import-basket.ts';
import { ImportResult } from './import-result.tsx';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * /account/import-cart: paste article numbers or EANs with quantities into the basket
 * (docs/product/account.md#account-import-page). Empty or whitespace-only text is ignored
 * (docs/product/basket.md#basket-import).
 */
export function ImportCartPage() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const errorText = useErrorMessage();
  const [text, setText] = useState('');
  useDocumentTitle(t('import.title'), describedAs('importCart'));
  const run = useMutation({
    mutationFn: importBasket,
    onSuccess: () => {
      if (user !== null)
        void queryClient.invalidateQueries({ queryKey: sharedKeys.basket(user.customerNumber) });
    },
    onError: (error) => console.warn('The basket import failed', error),
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('import.title')}</h1>
      <p className="mt-2 text-sm text-gray-700">{t('import.intro')}</p>
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === '' || run.isPending) return;
          run.mutate(text);
        }}
      >
        <TextAreaField
          id="import-text"
          label={t('import.label')}
          rows={10}
          value={text}
          maxLength={MAX_IMPORT_TEXT_LENGTH}
          onChange={(event) => setText(event.target.value)}
          hint={t('import.hint')}
          className="[&_textarea]:font-mono"
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={run.isPending || text.trim() === ''}
            className={buttonClasses('primary')}
          >
            {run.isPending ? t('import.running') : t('import.submit')}
          </button>
          <Link to={paths.basket.href(shell)} className={buttonClasses('secondary')}>
            {t('import.toBasket')}
          </Link>
        </div>
      </form>
      <div className="mt-8">
        {run.isError && <Notice tone="error">{errorText(run.error)}</Notice>}
        {run.data !== undefined && <ImportResult answer={run.data} />}
      </div>
    </div>
  );
}
