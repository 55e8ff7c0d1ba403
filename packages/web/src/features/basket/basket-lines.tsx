import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { isPriceConfigValid } from '@shop/domain/rules/basket-line.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { addToBasket } from '#web/shared/basket/api/add-to-basket.ts';
import { useBasketBlocked } from '#web/shared/basket/add-to-basket.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { QuantityInput } from '#web/shared/basket/quantity-input.tsx';
import { removeFromBasket, useBasketMutation } from '#web/features/basket/api/change-basket.ts';
import type { BasketLine as Line, BasketList } from '#web/features/basket/api/get-basket.ts';
import { TrashIcon } from '#web/shared/ui/icons.tsx';
import { reportClientError } from '#web/shared/errors/client-error-reporter.ts';

interface BasketLinesProps {
  /** without amounts for an account that sees no prices: the lines then show none */
  list: BasketList;
  /** called after a line changed, so a failed order may be tried again */
  onChanged: () => void;
  /** several currencies: each list is headed by its currency */
  showCurrency: boolean;
}

/**
 * The article list of one currency (docs/product/basket.md#basket-route): one row per basket line.
 */
export function BasketLines({ list, onChanged, showCurrency }: BasketLinesProps) {
  const { t } = useTranslation('basket');
  const lines = list.articles.flatMap((article) => article.variants);
  useReportInvalidPriceConfigs(lines);
  return (
    <section
      aria-labelledby={`basket-list-${list.currency}`}
      className="rounded-md border border-gray-200 bg-white"
    >
      <h2
        id={`basket-list-${list.currency}`}
        className={
          showCurrency
            ? 'border-b border-gray-200 px-4 py-2.5 text-base font-semibold text-gray-900'
            : 'sr-only'
        }
      >
        {t('lines.title', { currency: list.currency })}
      </h2>
      <ul className="divide-y divide-gray-100">
        {lines.map((line) => (
          <li key={line.articleNumber}>
            <BasketLine line={line} currency={list.currency} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Reports each line whose price configuration cannot be right, once; the line shows as it is. */
function useReportInvalidPriceConfigs(lines: readonly Line[]): void {
  const { pathname } = useLocation();
  const reported = useRef(new Set<string>());
  useEffect(() => {
    for (const line of lines) {
      if (isPriceConfigValid(line) || reported.current.has(line.articleNumber)) continue;
      reported.current.add(line.articleNumber);
      reportClientError('basketPriceConfig', pathname, line.articleNumber);
    }
  }, [lines, pathname]);
}

interface BasketLineProps {
  line: Line;
  currency: BasketList['currency'];
  onChanged: () => void;
}

function BasketLine({ line, currency, onChanged }: BasketLineProps) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const change = useBasketMutation((quantity: number) =>
    addToBasket({ articleNumber: line.articleNumber, quantity, replace: true }),
  );
  const remove = useBasketMutation(() => removeFromBasket(line.articleNumber));
  const inCases = line.caseQuantity > 1;
  const blocking = line.soldOut || line.noStock || line.noQty;
  // a blocked basket's lines cannot change: the page says why above them
  const basketBlocked = useBasketBlocked();

  function setQuantity(quantity: number) {
    setNotice(null);
    change.mutate(quantity, {
      onSuccess: (answer) => {
        if (answer.status === 'maxQty') {
          setNotice(
            (answer.availableQty ?? 0) > 0
              ? t('add.maxQty', { count: answer.availableQty ?? 0 })
              : t('add.noneAvailable'),
          );
        }
        onChanged();
      },
    });
  }

  const failure = change.error ?? remove.error;
  return (
    <article
      aria-label={line.names.name}
      className={`flex gap-3 p-3 sm:gap-4 sm:p-4 ${blocking ? 'bg-danger-50/60' : ''}`}
    >
      <img
        src={line.image}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded bg-gray-50 object-contain sm:size-20"
      />
      <div className="grid min-w-0 flex-1 gap-x-4 gap-y-2 sm:grid-cols-[1fr_auto]">
        <LineDetails line={line} currency={currency} />
        <div className="flex flex-wrap items-end justify-between gap-3 sm:flex-col sm:items-end">
          <div className="flex items-end gap-2">
            <QuantityInput
              value={inCases ? line.cases : line.quantity}
              onChange={setQuantity}
              caseQuantity={line.caseQuantity}
              {...('priceTiers' in line && line.priceTiers !== undefined
                ? { priceTiers: { tiers: line.priceTiers, currency } }
                : {})}
              label={t('lines.quantityOf', { name: line.names.name })}
              disabled={basketBlocked || change.isPending || remove.isPending}
            />
            <button
              type="button"
              onClick={() => remove.mutate(undefined, { onSuccess: onChanged })}
              disabled={remove.isPending}
              aria-label={t('lines.removeNamed', { name: line.names.name })}
              className="inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-danger-50 hover:text-danger-800 disabled:opacity-50"
            >
              <TrashIcon className="size-5" />
            </button>
          </div>
          <LineAmounts line={line} currency={currency} />
        </div>
        <div aria-live="polite" className="text-xs sm:col-span-2">
          {notice !== null && <p className="font-medium text-warning-800">{notice}</p>}
          {failure !== null && <p className="font-medium text-danger-800">{errorText(failure)}</p>}
        </div>
      </div>
    </article>
  );
}

/** Name, numbers, availability, delivery date and flags of a line. */
function LineDetails({ line, currency }: { line: Line; currency: BasketList['currency'] }) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  return (
    <div className="min-w-0 space-y-1">
      <h3 className="text-sm leading-snug font-semibold text-gray-900">
        <Link
          to={paths.product.href(shell, line.articleNumber)}
          className="hover:text-brand-700 hover:underline"
        >
          {line.names.name}
        </Link>
      </h3>
      <p className="text-xs text-gray-600 tabular-nums">
        {t('lines.articleNumber', { articleNumber: line.articleNumber })}
        {line.ean !== null && <> · {t('lines.ean', { ean: line.ean })}</>}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
        <AvailabilityBadge state={line.state} />
        {line.eta.date !== null && <ArticleDate kind={line.eta.kind} date={line.eta.date} />}
      </div>
      <LineFlags line={line} currency={currency} />
    </div>
  );
}

/** The line total and piece price when the account sees prices; the cases of a case article. */
function LineAmounts({ line, currency }: { line: Line; currency: BasketList['currency'] }) {
  const { t } = useTranslation('basket');
  const inCases = line.caseQuantity > 1;
  if (!('lineTotal' in line)) return inCases ? <PiecesInCases line={line} /> : null;
  return (
    <div className="text-right tabular-nums">
      <p className="text-base font-bold whitespace-nowrap text-gray-900">
        <span className="sr-only">{t('lines.lineTotal')}: </span>
        {formatMoney(line.lineTotal, currency)}
      </p>
      {inCases && <PiecesInCases line={line} />}
      <p className="text-xs whitespace-nowrap text-gray-600">
        {t('lines.price', { price: formatMoney(line.price, currency) })}
      </p>
    </div>
  );
}

/** Pieces and cases of a line: the quantity box counts cases, the price is per piece. */
function PiecesInCases({ line }: { line: Line }) {
  const { t } = useTranslation('basket');
  return (
    <p className="text-xs whitespace-nowrap text-gray-600 tabular-nums">
      {t('lines.piecesInCases', {
        pieces: line.quantity,
        cases: line.cases,
        size: line.caseQuantity,
      })}
    </p>
  );
}

function LineFlags({ line, currency }: { line: Line; currency: BasketList['currency'] }) {
  const { t } = useTranslation('basket');
  const flags: { key: string; text: string; tone: 'danger' | 'warning' }[] = [];
  if (line.soldOut) flags.push({ key: 'soldOut', text: t('flag.soldOut'), tone: 'danger' });
  if (line.noStock) flags.push({ key: 'noStock', text: t('flag.noStock'), tone: 'danger' });
  if (line.noQty) {
    flags.push({
      key: 'noQty',
      text: t('flag.noQty', { count: line.availableQty }),
      tone: 'danger',
    });
  }
  if (line.oldPrice) {
    // without prices the flag warns without the old amount
    const previous = 'price' in line ? line.previousPrice : undefined;
    flags.push({
      key: 'oldPrice',
      text:
        previous === undefined
          ? t('flag.oldPrice')
          : t('flag.oldPriceFrom', { price: formatMoney(previous, currency) }),
      tone: 'warning',
    });
  }
  if (line.oldQty) flags.push({ key: 'oldQty', text: t('flag.oldQty'), tone: 'warning' });
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li
          key={flag.key}
          className={`rounded-md px-1.5 py-0.5 text-xs font-semibold ${
            flag.tone === 'danger'
              ? 'bg-danger-50 text-danger-800 ring-1 ring-danger-600/30 ring-inset'
              : 'bg-warning-50 text-warning-800 ring-1 ring-warning-600/30 ring-inset'
          }`}
        >
          {flag.text}
        </li>
      ))}
    </ul>
  );
}
