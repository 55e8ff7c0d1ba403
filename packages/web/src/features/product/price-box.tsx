import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleDetail, PriceSystem } from '@shop/domain/api/article.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Table } from '#web/shared/ui/table.tsx';
import { AddToBasket } from '#web/shared/basket/add-to-basket.tsx';
import { priceSystemOf, priceTiers, stateOf } from '#web/features/product/article-view.ts';

/** Prices for a customer whose prices are on; for visitors the call to log in. */
export function PriceBox({
  article,
  selected,
  withAdd = true,
}: {
  article: ArticleDetail;
  selected: string;
  /** false beside the variant grid, which is the one add of an article's variants (decision 121) */
  withAdd?: boolean;
}) {
  const { t } = useTranslation('product');
  const { isAuthenticated } = useSession();
  const system = priceSystemOf(article, selected);

  if (!isAuthenticated) return <VisitorPrices />;
  if (system === null) return null;

  const evp = article.information.evp;
  return (
    <section
      aria-labelledby="product-prices"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="product-prices" className="sr-only">
        {t('prices.title')}
      </h2>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold text-gray-900 tabular-nums">
          <span className="sr-only">{t('prices.price')}: </span>
          {formatMoney(system.price, system.currency)}
        </p>
        {system.previousPrice !== undefined && system.previousPrice > system.price && (
          <p className="text-base text-gray-500 tabular-nums">
            <span className="sr-only">{t('prices.previous')}: </span>
            <s>{formatMoney(system.previousPrice, system.currency)}</s>
          </p>
        )}
        {system.rebate > 0 && (
          <p className="rounded-md bg-accent-50 px-2 py-0.5 text-sm font-semibold text-accent-800">
            {t('prices.rebate', { rebate: system.rebate })}
          </p>
        )}
      </div>
      <p className="text-sm text-gray-600">
        {system.caseQuantity > 1
          ? t('prices.perPieceInCase', {
              size: system.caseQuantity,
              casePrice: formatMoney(system.price * system.caseQuantity, system.currency),
            })
          : t('prices.perPieceOnly')}
      </p>
      {system.type !== null && system.type !== '' && (
        <p className="text-sm font-medium text-gray-800">
          {t(`prices.type.${system.type}`, { defaultValue: system.type })}
        </p>
      )}
      {evp !== undefined && (
        <p className="text-sm text-gray-600">
          {t('prices.evp')}: {formatMoney(evp, system.currency)}
        </p>
      )}
      <PriceTiers system={system} />
      {withAdd && (
        <AddToBasket
          articleNumber={selected}
          articleName={article.localization.Name}
          caseQuantity={system.caseQuantity}
          priceTiers={{ tiers: system.priceList, currency: system.currency }}
          disabled={stateOf(article, selected)?.state === 'soldOut'}
          className="border-t border-gray-100 pt-3"
        />
      )}
    </section>
  );
}

/** A visitor sees no prices: the box asks to log in instead. */
function VisitorPrices() {
  const { t } = useTranslation('product');
  return (
    <section
      aria-labelledby="product-prices"
      className="rounded-md border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="product-prices" className="font-semibold text-gray-900">
        {t('prices.visitorTitle')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('prices.visitorText')}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'mt-3')}
        onClick={() => authDialogs.openLogin()}
      >
        {t('prices.login')}
      </button>
    </section>
  );
}

/** The price per quantity, when the article has more than one tier. */
function PriceTiers({ system }: { system: PriceSystem }) {
  const { t } = useTranslation('product');
  const tiers = priceTiers(system);
  if (tiers.length <= 1) return null;
  return (
    <Table
      variant="compact"
      className="max-w-sm"
      caption={t('prices.tiers')}
      tabularNumbers
      rows={tiers}
      rowKey={(tier) => tier.amount}
      columns={[
        {
          key: 'amount',
          header: t('prices.tierAmount'),
          cell: (tier) => t('prices.fromAmount', { count: tier.amount }),
        },
        {
          key: 'price',
          header: t('prices.tierPrice'),
          align: 'right',
          cell: (tier) => formatMoney(tier.price, system.currency),
        },
        {
          key: 'rebate',
          header: t('prices.tierRebate'),
          align: 'right',
          cell: (tier) => (tier.rebate > 0 ? t('prices.rebate', { rebate: tier.rebate }) : '–'),
        },
      ]}
    />
  );
}
