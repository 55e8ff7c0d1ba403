import { useState } from 'react';
import type { Feed } from '@shop/domain/api/feeds.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Table } from '#web/shared/ui/table.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useFeeds, useRenewFeed, useRevokeFeed } from '#web/features/account/api/feeds.ts';
import { FeedAddress } from './feed-address.tsx';
import { FORMAT_TEXT, FeedForm } from './feed-form.tsx';

/** The account's feeds: name, format, language, last fetch, a new address and a delete each. */
function FeedTable({
  customerNumber,
  feeds,
  onRenewed,
}: {
  customerNumber: string;
  feeds: Feed[];
  onRenewed: (address: string) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const errorMessage = useErrorMessage();
  const renewal = useRenewFeed(customerNumber);
  const revocation = useRevokeFeed(customerNumber);
  if (feeds.length === 0) return <p className="text-sm text-gray-700">{t('feeds.none')}</p>;
  const busy = renewal.isPending || revocation.isPending;
  const failed = renewal.error ?? revocation.error;
  return (
    <>
      <Table
        variant="plain"
        rows={feeds}
        rowKey={(feed) => feed.id}
        columns={[
          { key: 'name', header: t('feeds.name'), rowHeader: true, cell: (feed) => feed.name },
          { key: 'format', header: t('feeds.format'), cell: (feed) => t(FORMAT_TEXT[feed.format]) },
          {
            key: 'language',
            header: t('feeds.language'),
            wideOnly: true,
            cell: (feed) => t(`profile.languageName.${feed.language}`),
          },
          {
            key: 'lastFetch',
            header: t('feeds.lastFetch'),
            cell: (feed) =>
              feed.lastFetchedAt === null
                ? t('feeds.neverFetched')
                : formatShortDate(feed.lastFetchedAt, language),
          },
          {
            key: 'actions',
            header: <span className="sr-only">{t('feeds.renew')}</span>,
            align: 'right',
            cell: (feed) => (
              <div className="flex flex-wrap justify-end gap-1">
                <button
                  type="button"
                  className={buttonClasses('ghost')}
                  aria-label={t('feeds.renewLabel', { name: feed.name })}
                  disabled={busy}
                  onClick={() =>
                    renewal.mutate(feed.id, { onSuccess: (r) => onRenewed(r.address) })
                  }
                >
                  {t('feeds.renew')}
                </button>
                <button
                  type="button"
                  className={buttonClasses('dangerGhost')}
                  aria-label={t('feeds.revokeLabel', { name: feed.name })}
                  disabled={busy}
                  onClick={() => revocation.mutate(feed.id)}
                >
                  {t('feeds.revoke')}
                </button>
              </div>
            ),
          },
        ]}
      />
      {failed && <Notice tone="error">{errorMessage(failed)}</Notice>}
    </>
  );
}

/**
 * The profile's product feeds (docs/decisions/130-product-feeds.md): the catalog for a
 * retailer's own webshop, each feed at a secret address shown once when made or renewed.
 */
export function FeedsCard({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const feeds = useFeeds(customerNumber);
  const [address, setAddress] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="profile-feeds"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="profile-feeds" className="text-lg font-semibold text-gray-900">
        {t('feeds.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('feeds.intro')}</p>
      <div className="mt-3 space-y-4">
        {feeds.isPending && <Spinner label={t('feeds.loading')} className="py-4" />}
        {feeds.isError && (
          <Notice tone="error" title={t('feeds.loadError')}>
            {errorMessage(feeds.error)}
          </Notice>
        )}
        {address !== null && <FeedAddress address={address} onDone={() => setAddress(null)} />}
        {feeds.data && (
          <FeedTable
            customerNumber={customerNumber}
            feeds={feeds.data.feeds}
            onRenewed={setAddress}
          />
        )}
        <FeedForm customerNumber={customerNumber} onMade={setAddress} />
      </div>
    </section>
  );
}
