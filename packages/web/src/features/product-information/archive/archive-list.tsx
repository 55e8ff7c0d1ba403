import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ProductArchiveItem } from '@shop/domain/api/product-archive.ts';
import { pageWindow } from '@shop/domain/rules/paging.ts';
import type { Language } from '@shop/domain/shops.ts';
import { formatShortDate } from '@shop/domain/rules/short-date.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';

/** The archive items: picture, name (a link to the article), number, producer, sold-out date. */
export function ArchiveList({ items }: { items: readonly ProductArchiveItem[] }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const language: Language = shell.language;
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white shadow-xs">
      <li
        aria-hidden="true"
        className="hidden grid-cols-12 gap-4 px-4 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase md:grid"
      >
        <span className="col-span-7">{t('archive.column.article')}</span>
        <span className="col-span-3">{t('archive.column.producer')}</span>
        <span className="col-span-2 text-right">{t('archive.column.soldOut')}</span>
      </li>
      {items.map((item) => (
        <li
          key={item.articleNumber}
          className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1 px-4 py-3 md:grid-cols-12 md:items-center md:gap-4"
        >
          <div className="row-span-3 flex items-start gap-3 md:col-span-7 md:row-span-1 md:items-center">
            <img
              src={item.image}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded border border-gray-100 bg-gray-50 object-contain"
            />
            <div className="hidden min-w-0 md:block">
              <ItemName item={item} />
            </div>
          </div>
          <div className="min-w-0 md:hidden">
            <ItemName item={item} />
          </div>
          <p className="text-sm text-gray-700 md:col-span-3">{item.producer ?? '–'}</p>
          <p className="text-sm text-gray-700 md:col-span-2 md:text-right">
            <span className="md:sr-only">{`${t('archive.column.soldOut')}: `}</span>
            <time dateTime={item.soldOutDate}>{formatShortDate(item.soldOutDate, language)}</time>
          </p>
        </li>
      ))}
    </ul>
  );

  function ItemName({ item }: { item: ProductArchiveItem }) {
    return (
      <>
        <Link
          to={paths.product.href(shell, item.main_number_for_variants)}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {item.name}
        </Link>
        <p className={`text-gray-600 ${item.articleNumber.length > 17 ? 'text-xs' : 'text-sm'}`}>
          {t('archive.articleNumber', { number: item.articleNumber })}
        </p>
      </>
    );
  }
}

/**
 * Previous, at most five page numbers around the current one, next
 * (docs/product/account.md#account-page-sizes).
 */
export function ArchivePaging({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  if (totalPages <= 1) return null;
  const item =
    'inline-flex min-w-9 items-center justify-center rounded-md border px-2.5 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:border-gray-200 disabled:text-gray-400';
  const idle = 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50';
  return (
    <nav aria-label={t('archive.paging.label')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className={`${item} ${idle}`}
          >
            {t('archive.paging.previous')}
          </button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              onClick={() => onPage(number)}
              aria-label={t('archive.paging.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${item} ${number === page ? 'border-brand-700 bg-brand-700 text-white' : idle}`}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            className={`${item} ${idle}`}
          >
            {t('archive.paging.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
