import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { importPreparedBasket } from '#web/features/basket/api/import-basket.ts';
import { ImportResult } from './import-result.tsx';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * /account/import/preparedBasket/{link}: the articles of a prepared basket go into the
 * basket once on opening; the page shows them with a go-on button to the basket.
 */
export function PreparedBasketPage() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { link = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const errorText = useErrorMessage();
  useDocumentTitle(t('prepared.title'), describedAs('preparedBasket'));
  const customerNumber = user?.customerNumber ?? null;
  const run = useMutation({
    mutationFn: (input: { customerNumber: string; link: string }) =>
      importPreparedBasket(input.customerNumber, input.link),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: sharedKeys.basket(input.customerNumber) }),
    onError: (error) => console.warn('The prepared basket could not be imported', error),
  });
  const { mutate } = run;

  // once per link, also when a development double render runs the effect twice
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (customerNumber === null || link === '' || started.current === link) return;
    started.current = link;
    mutate({ customerNumber, link });
  }, [customerNumber, link, mutate]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('prepared.title')}</h1>
      <p className="mt-2 text-sm text-gray-700">{t('prepared.intro')}</p>
      <div className="mt-6 space-y-6">
        {run.isPending && <Spinner label={t('prepared.loading')} />}
        {run.isError && (
          <Notice tone="error" title={t('prepared.failed')}>
            {errorText(run.error)}
          </Notice>
        )}
        {run.data !== undefined && <ImportResult answer={run.data} />}
        {!run.isPending && (
          <Link to={paths.basket.href(shell)} className={buttonClasses('primary')}>
            {t('prepared.goOn')}
          </Link>
        )}
      </div>
    </div>
  );
}
