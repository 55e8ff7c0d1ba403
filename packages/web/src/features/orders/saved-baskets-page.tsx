import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { SavedBasket } from '@shop/domain/api/saved-baskets.ts';
import { deleteSavedBasket, useSavedBaskets } from '#web/shared/basket/api/saved-baskets.ts';
import { restoreSavedDropshipping } from '#web/shared/basket/dropshipping-storage.ts';
import { formatSavedDate } from '#web/shared/basket/saved-date.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { BasketLoadOutcome } from './basket-load-outcome.tsx';
import { useLoadIntoBasket } from '#web/shared/basket/use-load-into-basket.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { sharedKeys } from '#web/shared/api/keys.ts';

/**
 * /account/shopping-cart (docs/product/account.md#account-saved-baskets-page,
 * docs/product/basket.md#basket-saved): the saved baskets with their articles; each can go into the
 * basket (replace or add, its dropshipping address with it) or be deleted after a question.
 */
export function SavedBasketsPage() {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const saved = useSavedBaskets(customerNumber, customerNumber !== '');
  const loader = useLoadIntoBasket(customerNumber);
  const errorText = useBasketErrorText();
  const { confirming, setConfirming, deleting, failure, setFailure, deleted, remove } =
    useDeleteSavedBasket(customerNumber);
  useDocumentTitle(t('baskets.title'), describedAs('savedBaskets'));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('baskets.title')}</h1>
      <p className="mt-2 text-gray-700">{t('baskets.intro')}</p>
      <div className="mt-4 space-y-2">
        <BasketLoadOutcome loader={loader} />
        {deleted !== null && (
          <Notice tone="success">{t('baskets.deleted', { note: deleted })}</Notice>
        )}
        {failure !== null && confirming === null && (
          <Notice tone="error">{errorText(failure)}</Notice>
        )}
      </div>
      <section className="mt-6">
        {saved.isPending ? (
          <Spinner label={t('baskets.loading')} />
        ) : saved.isError ? (
          <LoadFailed
            title={t('baskets.error')}
            error={saved.error}
            onRetry={() => void saved.refetch()}
          />
        ) : saved.data.length === 0 ? (
          <EmptyList>
            {t('baskets.empty')}{' '}
            <Link to={paths.basket.href(shell)} className="font-medium text-brand-700 underline">
              {t('baskets.toBasket')}
            </Link>
          </EmptyList>
        ) : (
          <ul className="space-y-3">
            {saved.data.map((basket) => (
              <SavedBasketCard
                key={basket.id}
                basket={basket}
                onLoad={() =>
                  loader.load({
                    orderNumber: basket.id,
                    onLoaded: () => restoreSavedDropshipping(basket),
                  })
                }
                onDelete={() => {
                  setFailure(null);
                  setConfirming(basket);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {loader.question}
      <DeleteQuestion
        basket={confirming}
        deleting={deleting}
        failure={failure}
        onKeep={() => setConfirming(null)}
        onDelete={(basket) => void remove(basket)}
      />
    </div>
  );
}

function SavedBasketCard({
  basket,
  onLoad,
  onDelete,
}: {
  basket: SavedBasket;
  onLoad: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('accountOrders');
  const shell = useShellParams();
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-gray-900">{basket.note}</h2>
          <p className="text-xs text-gray-600 tabular-nums">
            {t('baskets.saved', { date: formatSavedDate(basket.savedDate) })} ·{' '}
            {t('baskets.articles', { count: basket.articles.length })}
            {basket.dropshipping !== null && ` · ${t('orders.dropshipping')}`}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClasses('ghost', 'px-3 py-1.5')}
            aria-label={t('baskets.deleteNamed', { note: basket.note })}
            onClick={onDelete}
          >
            {t('baskets.delete')}
          </button>
          <button
            type="button"
            className={buttonClasses('primary', 'px-3 py-1.5')}
            aria-label={t('baskets.loadNamed', { note: basket.note })}
            onClick={onLoad}
          >
            {t('baskets.load')}
          </button>
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{t('baskets.showArticles')}</summary>
        <ul className="mt-2 grid gap-x-6 gap-y-0.5 text-xs text-gray-700 sm:grid-cols-2">
          {basket.articles.map((article) => (
            <li key={article.articleNumber} className="flex justify-between gap-3 tabular-nums">
              <Link
                to={paths.product.href(shell, article.articleNumber)}
                className="truncate text-brand-800 hover:underline"
              >
                {article.articleNumber}
              </Link>
              <span>× {article.quantity}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The question before a saved basket is deleted. */
function DeleteQuestion({
  basket,
  deleting,
  failure,
  onKeep,
  onDelete,
}: {
  basket: SavedBasket | null;
  deleting: boolean;
  failure: unknown;
  onKeep: () => void;
  onDelete: (basket: SavedBasket) => void;
}) {
  const { t } = useTranslation('accountOrders');
  const errorText = useBasketErrorText();
  return (
    <Modal
      open={basket !== null}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title={t('baskets.confirmTitle')}
      description={t('baskets.confirmText', { note: basket?.note ?? '' })}
    >
      {failure !== null && <Notice tone="error">{errorText(failure)}</Notice>}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClasses('secondary')} onClick={onKeep}>
          {t('baskets.keep')}
        </button>
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={deleting}
          onClick={() => basket !== null && onDelete(basket)}
        >
          {t('baskets.confirmDelete')}
        </button>
      </div>
    </Modal>
  );
}

/** Deleting a saved basket after the question: which one is asked about, running, failed, done. */
function useDeleteSavedBasket(customerNumber: string) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<SavedBasket | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  async function remove(basket: SavedBasket) {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteSavedBasket(basket.id);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.savedBaskets(customerNumber) });
      setDeleted(basket.note);
      setConfirming(null);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setDeleting(false);
    }
  }
  return { confirming, setConfirming, deleting, failure, setFailure, deleted, remove };
}
