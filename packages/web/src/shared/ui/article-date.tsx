import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { articleDateForm, type ArticleDateKind } from '@shop/domain/rules/article-date.ts';
import { shopDayOf } from '@shop/domain/rules/article-dates.ts';
import { monthYearText } from '@shop/domain/rules/month-names.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import type { Language } from '@shop/domain/shops.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

/** Where the ERP moved an ordered line's date: the earlier date and when it moved. */
export interface ArticleDateMove {
  /** the date when the line was ordered, YYYY-MM-DD */
  previousDate: string;
  /** when the ERP moved it, ISO date-time */
  movedAt: string;
}

/**
 * The text of one date of an article line: the day where it is known, else the part of its
 * month, as `articleDateForm` decides (docs/product/catalog.md#cat-article-date). `today` is
 * the shop day; it is a parameter for the tests.
 */
export function useArticleDateText(
  today: string = shopDayOf(new Date()),
): (kind: ArticleDateKind, date: string, language: Language) => string | null {
  const { t } = useTranslation('common');
  return (kind, date, language) => {
    const form = articleDateForm(kind, date, today);
    if (form === null) return null;
    if (form.form === 'day') return formatShortDate(form.date, language);
    const month = monthYearText(language, form.year, form.month);
    return t(`articleDate.monthPart.${form.range}`, { month });
  };
}

export interface ArticleDateProps {
  kind: ArticleDateKind;
  date: string;
  /** the earlier date and the time the ERP moved it, for an ordered line whose date moved */
  moved?: ArticleDateMove | null;
  as?: 'p' | 'span' | 'li';
  className?: string;
  today?: string;
}

/**
 * The one way every article line shows its release, pre-order or arrival date: labelled
 * ("Release: middle of March 2026", "Expected arrival: 09.03.26"), and for a moved date the
 * earlier one and when it moved. Nothing for an unreadable date.
 */
export function ArticleDate({
  kind,
  date,
  moved,
  as: Tag = 'span',
  className,
  today,
}: ArticleDateProps) {
  const { t } = useTranslation('common');
  const { language } = useShellParams();
  const text = useArticleDateText(today);
  const shown = text(kind, date, language);
  if (shown === null) return null;
  const previous = moved ? text(kind, moved.previousDate, language) : null;
  return (
    <Tag className={className}>
      {t(`articleDate.${kind}`, { date: shown })}
      {moved && previous !== null && (
        <span className="block font-medium text-warning-800">
          {t('articleDate.moved', {
            previous,
            movedAt: formatShortDate(shopDayOf(new Date(moved.movedAt)), language),
          })}
        </span>
      )}
    </Tag>
  );
}
