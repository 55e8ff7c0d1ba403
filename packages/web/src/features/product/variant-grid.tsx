import { useId, useRef, useState } from 'react';
import type { ArticleDetail, PriceSystem } from '@shop/domain/api/article.ts';
import type { NotAddableLine } from '@shop/domain/api/basket.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';
import { leadingArticleDate } from '@shop/domain/rules/article-date.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { useBasketBlocked } from '#web/shared/basket/add-to-basket.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { QuantityInput } from '#web/shared/basket/quantity-input.tsx';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { BasketIcon } from '#web/shared/ui/icons.tsx';
import { sortedVariants, stateOf, type Variant } from '#web/features/product/article-view.ts';
import { useAddVariants, type AddVariantsOutcome } from '#web/features/product/use-add-variants.ts';

type Quantities = Readonly<Record<string, number>>;

/**
 * Every variant of the article on a row of its own, with its availability, date, price and
 * quantity field; one button (or Enter in a field) adds every row above zero in one step, all or
 * nothing (docs/product/catalog.md#cat-variant-grid). A visitor sees the rows without prices and
 * fields; on a phone the rows stack.
 */
export function VariantGrid({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('product');
  const titleId = useId();
  const { isAuthenticated } = useSession();
  const blocked = useBasketBlocked();
  const { add, pending } = useAddVariants();
  const variants = sortedVariants(article);
  const [quantities, setQuantitiesState] = useState<Quantities>({});
  // a field hands over its value on blur or Enter, just before the form submits
  const latest = useRef<Quantities>({});
  const [outcome, setOutcome] = useState<AddVariantsOutcome | 'nothing' | null>(null);

  function setQuantity(articleNumber: string, quantity: number) {
    latest.current = { ...latest.current, [articleNumber]: quantity };
    setQuantitiesState(latest.current);
    setOutcome(null);
  }

  async function submit() {
    const lines = variants
      .map((variant) => ({
        articleNumber: variant.articleNumber,
        quantity: latest.current[variant.articleNumber] ?? 0,
      }))
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      setOutcome('nothing');
      return;
    }
    const result = await add(lines);
    if (result.kind === 'added') {
      latest.current = {};
      setQuantitiesState({});
    }
    setOutcome(result);
  }

  // a visitor's and a price-hidden account's answer has no prices (decision 121)
  const withPrice = article.variantPriceSystems !== undefined;
  const refused = outcome !== null && outcome !== 'nothing' && outcome.kind === 'refused';
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="text-base font-semibold text-gray-900">
        {t('grid.title')}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <table aria-labelledby={titleId} className="w-full text-sm max-sm:block">
          <GridHead withPrice={withPrice} withField={isAuthenticated} />
          <tbody className="divide-y divide-gray-100 max-sm:block">
            {variants.map((variant) => (
              <VariantRow
                key={variant.articleNumber}
                article={article}
                variant={variant}
                withPrice={withPrice}
                withField={isAuthenticated}
                disabled={blocked}
                quantity={quantities[variant.articleNumber] ?? 0}
                onQuantity={(quantity) => setQuantity(variant.articleNumber, quantity)}
                refusal={
                  refused
                    ? outcome.lines.find((line) => line.articleNumber === variant.articleNumber)
                    : undefined
                }
              />
            ))}
          </tbody>
        </table>
        {isAuthenticated && (
          <GridAdd disabled={blocked || pending} pending={pending} outcome={outcome} />
        )}
      </form>
    </section>
  );
}

/** The column headings; on a phone only screen readers get them, the stacked rows speak alone. */
function GridHead({ withPrice, withField }: { withPrice: boolean; withField: boolean }) {
  const { t } = useTranslation('product');
  return (
    <thead className="text-left text-xs font-medium text-gray-600 max-sm:sr-only">
      <tr className="border-b border-gray-200">
        <th scope="col" className="py-2 pr-3 font-medium">
          {t('variant.label')}
        </th>
        <th scope="col" className="py-2 pr-3 font-medium">
          {t('grid.availability')}
        </th>
        {withPrice && (
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('grid.price')}
          </th>
        )}
        {withField && (
          <th scope="col" className="py-2 font-medium">
            {t('grid.quantity')}
          </th>
        )}
      </tr>
    </thead>
  );
}

interface VariantRowProps {
  article: ArticleDetail;
  variant: Variant;
  withPrice: boolean;
  withField: boolean;
  disabled: boolean;
  quantity: number;
  onQuantity: (quantity: number) => void;
  refusal: NotAddableLine | undefined;
}

/** One variant: value and number, availability and date, price, and its quantity field. */
function VariantRow(props: VariantRowProps) {
  const { t } = useTranslation('product');
  const { article, variant } = props;
  const state = stateOf(article, variant.articleNumber);
  const system = article.variantPriceSystems?.[variant.articleNumber];
  const value = variant.value || variant.articleNumber;
  return (
    <tr className="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-3">
      <th scope="row" className="py-2 pr-3 text-left font-normal max-sm:py-0">
        <span className="block font-semibold text-gray-900">{value}</span>
        <span className="block text-xs break-all text-gray-600 tabular-nums">
          {variant.articleNumber}
        </span>
      </th>
      <td className="py-2 pr-3 max-sm:py-0">
        {state !== null && (
          <>
            <AvailabilityBadge state={state.state} />
            <VariantDate state={state} />
          </>
        )}
      </td>
      {props.withPrice && (
        <td className="py-2 pr-3 text-right tabular-nums max-sm:py-0 max-sm:text-left">
          {system !== undefined && <VariantPrice system={system} />}
        </td>
      )}
      {props.withField && (
        <td className="py-2 max-sm:py-0">
          <QuantityInput
            value={props.quantity}
            onChange={props.onQuantity}
            caseQuantity={variant.caseQuantity}
            label={t('grid.quantityOf', { value })}
            disabled={props.disabled || state?.state === 'soldOut'}
            submitOnEnter
            allowNone
            {...(system !== undefined && system.priceList.length > 0
              ? { priceTiers: { tiers: system.priceList, currency: system.currency } }
              : {})}
          />
          {props.refusal !== undefined && <RefusalNote line={props.refusal} />}
        </td>
      )}
    </tr>
  );
}

/** The variant's arrival, else its pre-order date, else its release date. */
function VariantDate({ state }: { state: NonNullable<ReturnType<typeof stateOf>> }) {
  const shown = leadingArticleDate(state);
  if (shown === null) return null;
  return (
    <ArticleDate kind={shown.kind} date={shown.date} className="mt-1 block text-xs text-gray-600" />
  );
}

/** The piece price and, for a case of more than one, the case's price. */
function VariantPrice({ system }: { system: PriceSystem }) {
  const { t } = useTranslation('product');
  return (
    <>
      <span className="block font-semibold text-gray-900">
        {formatMoney(system.price, system.currency)}
      </span>
      <span className="block text-xs text-gray-600">
        {system.caseQuantity > 1
          ? t('prices.perPieceInCase', {
              size: system.caseQuantity,
              casePrice: formatMoney(system.price * system.caseQuantity, system.currency),
            })
          : t('prices.perPieceOnly')}
      </span>
    </>
  );
}

/** Why this row kept the whole add from going in. */
function RefusalNote({ line }: { line: NotAddableLine }) {
  const { t } = useTranslation('product');
  const text =
    line.reason === 'maxQty' && line.availableQty > 0
      ? t('grid.line.maxQty', { count: line.availableQty })
      : t(`grid.line.${line.reason === 'maxQty' ? 'noneAvailable' : line.reason}`);
  return <p className="mt-1 text-xs font-medium text-danger-800">{text}</p>;
}

/** The grid's one add button and what became of the last add. */
function GridAdd(props: {
  disabled: boolean;
  pending: boolean;
  outcome: AddVariantsOutcome | 'nothing' | null;
}) {
  const { t } = useTranslation('product');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-3">
      <button type="submit" disabled={props.disabled} className={buttonClasses('primary')}>
        <BasketIcon className="size-4" />
        {props.pending ? t('grid.adding') : t('grid.add')}
      </button>
      <div aria-live="polite" className="text-sm">
        <GridOutcome outcome={props.outcome} />
      </div>
    </div>
  );
}

/** What became of the last add, beside the button. */
function GridOutcome({ outcome }: { outcome: AddVariantsOutcome | 'nothing' | null }) {
  const { t } = useTranslation('product');
  const errorText = useBasketErrorText();
  if (outcome === null) return null;
  if (outcome === 'nothing') {
    return <p className="font-medium text-warning-800">{t('grid.nothingChosen')}</p>;
  }
  if (outcome.kind === 'added') {
    return (
      <p className="font-medium text-success-800">{t('grid.added', { count: outcome.count })}</p>
    );
  }
  return (
    <p className="font-medium text-danger-800">
      {outcome.kind === 'refused' ? t('grid.refused') : errorText(outcome.error)}
    </p>
  );
}
