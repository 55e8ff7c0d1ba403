import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import type {
  ProblemReason,
  QuickOrderProblem,
} from '#web/features/basket/quick-order-problems.ts';
import type { QuickOrderOutcome } from '#web/features/basket/use-quick-order.ts';

/** The look-up of the typed code, as the preview under the fields shows it. */
export interface PreviewState {
  typed: string;
  /** typing has paused on this code, so its look-up is asked */
  settled: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  data: LookupArticle | null | undefined;
}

/** What the typed code names: nothing yet, the look-up running, an unknown code or the article. */
export function QuickOrderPreview({ preview }: { preview: PreviewState }) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  // nothing typed: the hint above the fields says what to do
  if (preview.typed === '') return null;
  if (!preview.settled || preview.isFetching) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        {t('quick.looking')}
      </p>
    );
  }
  if (preview.isError) {
    return <p className="text-sm font-medium text-danger-800">{errorText(preview.error)}</p>;
  }
  if (preview.data === undefined) return null;
  if (preview.data === null) {
    return (
      <p className="text-sm font-medium text-danger-800">
        {t('quick.unknown', { code: preview.typed })}
      </p>
    );
  }
  return <FoundArticle article={preview.data} />;
}

/** The article found: picture, name, numbers, price, case quantity, availability. */
function FoundArticle({ article }: { article: LookupArticle }) {
  const { t } = useTranslation('basket');
  return (
    <div className="flex gap-3">
      <img
        src={article.image}
        alt=""
        className="size-16 shrink-0 rounded bg-gray-50 object-contain"
      />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-semibold text-gray-900">{article.name}</p>
        <p className="text-xs text-gray-600 tabular-nums">
          {article.barcode === null
            ? t('quick.number', { articleNumber: article.articleNumber })
            : t('quick.numberAndEan', {
                articleNumber: article.articleNumber,
                ean: article.barcode,
              })}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <AvailabilityBadge state={article.state} />
          {article.price !== undefined && article.currency !== undefined && (
            <span className="font-bold text-gray-900 tabular-nums">
              {t('quick.price', { price: formatMoney(article.price, article.currency) })}
            </span>
          )}
          <span className="text-xs text-gray-600">
            {article.caseQuantity > 1
              ? t('quick.case', { count: article.caseQuantity })
              : t('quick.single')}
          </span>
        </div>
        {article.refusal !== null && (
          <p className="font-medium text-danger-800">{t(`quick.reason.${article.refusal}`)}</p>
        )}
      </div>
    </div>
  );
}

/** What became of the last Enter. */
export function QuickOrderOutcomeText({ outcome }: { outcome: QuickOrderOutcome | null }) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  if (outcome === null) return null;
  switch (outcome.kind) {
    case 'added':
      return (
        <p className="font-medium text-success-800">{t('quick.added', { name: outcome.name })}</p>
      );
    case 'reduced':
      return (
        <p className="font-medium text-warning-800">
          {t('quick.reduced', { name: outcome.name, count: outcome.availableQty })}
        </p>
      );
    case 'kept':
      return (
        <p className="font-medium text-danger-800">{t('quick.kept', { code: outcome.code })}</p>
      );
    case 'error':
      return <p className="font-medium text-danger-800">{errorText(outcome.error)}</p>;
  }
}

const reasonKey = (reason: ProblemReason) => `quick.reason.${reason}` as const;

/** The codes that could not go into the basket, each with its reason and a way to remove it. */
export function QuickOrderProblems({
  problems,
  onRemove,
}: {
  problems: readonly QuickOrderProblem[];
  onRemove: (code: string) => void;
}) {
  const { t } = useTranslation('basket');
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="quick-order-problems" className="mt-4 border-t border-gray-200 pt-3">
      <h3 id="quick-order-problems" className="text-sm font-semibold text-gray-900">
        {t('quick.problems', { count: problems.length })}
      </h3>
      <ul className="mt-2 divide-y divide-gray-100">
        {problems.map((problem) => (
          <li key={problem.code} className="flex items-start justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-all text-gray-900 tabular-nums">{problem.code}</p>
              {problem.name !== undefined && <p className="text-gray-700">{problem.name}</p>}
              <p className="text-danger-800">{t(reasonKey(problem.reason))}</p>
            </div>
            <button
              type="button"
              onClick={() => onRemove(problem.code)}
              aria-label={t('quick.remove', { code: problem.code })}
              className={buttonClasses('ghost', 'shrink-0 px-2 py-1 text-xs')}
            >
              {t('quick.removeShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
