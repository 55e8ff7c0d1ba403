import { formatMoney } from '@shop/domain/rules/money.ts';
import type { LookupArticle } from '@shop/domain/api/article-lookup.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { ArticleDate } from '#web/shared/ui/article-date.tsx';
import { AvailabilityBadge } from '#web/shared/ui/availability-badge.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { MAX_SCAN_QUANTITY, type ScanLine } from './scan-list.ts';

interface ScanLinesProps {
  lines: readonly ScanLine[];
  /** waiting lines are being looked up now (else they wait for a connection or a login) */
  matching: boolean;
  onQuantity: (code: string, quantity: number) => void;
  onRemove: (code: string) => void;
}

/** The scan list: one entry per scanned code, newest first (docs/product/account.md#account-scan). */
export function ScanLines({ lines, matching, onQuantity, onRemove }: ScanLinesProps) {
  const { t } = useTranslation('account');
  if (lines.length === 0) {
    return <p className="mt-4 text-sm text-gray-600">{t('scan.empty')}</p>;
  }
  return (
    <ul className="mt-4 divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
      {lines.map((line) => (
        <li key={line.code} aria-label={t('scan.lineLabel', { code: line.code })}>
          <ScanLineEntry
            line={line}
            matching={matching}
            onQuantity={onQuantity}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  );
}

function ScanLineEntry({
  line,
  matching,
  onQuantity,
  onRemove,
}: { line: ScanLine } & Omit<ScanLinesProps, 'lines'>) {
  const { t } = useTranslation('account');
  const article = line.status === 'waiting' ? null : line.article;
  const fieldId = `scan-qty-${line.code}`;
  return (
    <div className="flex flex-wrap items-start gap-3 p-3 sm:flex-nowrap">
      {article !== null ? (
        <img
          src={article.image}
          alt=""
          className="size-16 shrink-0 rounded bg-gray-50 object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded bg-gray-100" />
      )}
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        {article !== null && <p className="font-semibold text-gray-900">{article.name}</p>}
        <p className="text-xs break-all text-gray-600 tabular-nums">
          {article !== null
            ? t('scan.numbers', { articleNumber: article.articleNumber, code: line.code })
            : line.code}
        </p>
        <LineState line={line} matching={matching} />
      </div>
      <div className="flex items-end gap-2">
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-gray-700">
            {t('scan.cases')}
          </label>
          <input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SCAN_QUANTITY}
            value={line.quantity}
            onChange={(event) => {
              const value = event.currentTarget.valueAsNumber;
              if (Number.isFinite(value)) onQuantity(line.code, value);
            }}
            className="w-20 rounded-md border border-gray-400 px-2 py-1.5 text-base tabular-nums sm:text-sm"
          />
        </div>
        <button
          type="button"
          onClick={() => onRemove(line.code)}
          aria-label={t('scan.remove', { code: line.code })}
          className={buttonClasses('ghost', 'px-2 py-1.5 text-xs')}
        >
          {t('scan.removeShort')}
        </button>
      </div>
    </div>
  );
}

/** Waiting, or the article's availability, dates and price, or why it cannot be ordered. */
function LineState({ line, matching }: { line: ScanLine; matching: boolean }) {
  const { t } = useTranslation('account');
  if (line.status === 'waiting') {
    return (
      <p className="font-medium text-warning-800">
        {matching ? t('scan.looking') : t('scan.waiting')}
      </p>
    );
  }
  const { article } = line;
  return (
    <>
      {article !== null && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <AvailabilityBadge state={article.state} />
          <Dates article={article} />
          {article.price !== undefined && article.currency !== undefined && (
            <span className="font-bold text-gray-900 tabular-nums">
              {t('scan.price', { price: formatMoney(article.price, article.currency) })}
            </span>
          )}
          {article.caseQuantity > 1 && (
            <span className="text-xs text-gray-700">
              {t('scan.case', { count: article.caseQuantity })}
            </span>
          )}
        </div>
      )}
      {line.status === 'refused' && (
        <p className="font-medium text-danger-800">{t(`scan.reason.${line.reason}`)}</p>
      )}
    </>
  );
}

/** The pre-order, release and arrival dates, each when the article has one, in the one date form. */
function Dates({ article }: { article: LookupArticle }) {
  return (
    <>
      {article.preorderDate !== null && (
        <ArticleDate
          kind="preorder"
          date={article.preorderDate}
          className="text-xs font-medium text-warning-800"
        />
      )}
      {article.releaseDate !== null && (
        <ArticleDate kind="release" date={article.releaseDate} className="text-xs text-gray-700" />
      )}
      {article.etaDate !== null && (
        <ArticleDate kind="eta" date={article.etaDate} className="text-xs text-gray-700" />
      )}
    </>
  );
}
