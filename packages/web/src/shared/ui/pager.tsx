import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { pageWindow } from '@shop/domain/rules/paging.ts';

/**
 * The page selector of the account lists: previous, at most five page numbers
 * (docs/product/account.md#account-page-sizes) and next; 1-based pages.
 */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  /** what is paged, for the navigation's accessible name */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('accountOrders');
  if (pages <= 1) return null;
  const item =
    'inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-medium tabular-nums';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${item} border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:opacity-50`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: number, pages })}
          className={`${item} ${
            number === page
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
          }`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${item} border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:opacity-50`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
