import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { pageWindow } from '@shop/domain/rules/paging.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';

const ITEM =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border px-2.5 py-1.5 text-sm font-medium';
const IDLE = 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50';

interface PagerProps {
  page: number;
  totalPages: number;
  /** the address of a page: every entry is a real link (docs/decisions/123-listing-pager-and-name.md) */
  pageHref: (page: number) => string;
}

/**
 * The page selector of a listing (docs/product/catalog.md#cat-pager): the page count, first,
 * previous, a window of 5 page numbers, next, last, and a jump to any page.
 */
export function ListingPager({ page, totalPages, pageHref }: PagerProps) {
  const { t } = useTranslation('catalog');
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav
      aria-label={t('listing.paging.label')}
      className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:flex-wrap sm:justify-center"
    >
      <p className="text-sm text-gray-700 tabular-nums">
        {t('listing.paging.count', { page: current, pages: totalPages })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <Step to={current > 1 ? pageHref(1) : null}>{t('listing.paging.first')}</Step>
        <Step to={current > 1 ? pageHref(current - 1) : null}>{t('listing.paging.previous')}</Step>
        {pageWindow(current, totalPages).map((number) => (
          <li key={number}>
            <Link
              to={pageHref(number)}
              aria-label={t('listing.paging.page', { page: number })}
              aria-current={number === current ? 'page' : undefined}
              className={`${ITEM} tabular-nums ${number === current ? 'border-brand-700 bg-brand-700 text-white' : IDLE}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <Step to={current < totalPages ? pageHref(current + 1) : null}>
          {t('listing.paging.next')}
        </Step>
        <Step to={current < totalPages ? pageHref(totalPages) : null}>
          {t('listing.paging.last')}
        </Step>
      </ul>
      <PageJump totalPages={totalPages} pageHref={pageHref} />
    </nav>
  );
}

/** A step link, or its text greyed out where there is no such page. */
function Step({ to, children }: { to: string | null; children: ReactNode }) {
  return (
    <li>
      {to === null ? (
        <span aria-disabled="true" className={`${ITEM} border-gray-200 text-gray-500`}>
          {children}
        </span>
      ) : (
        <Link to={to} className={`${ITEM} ${IDLE}`}>
          {children}
        </Link>
      )}
    </li>
  );
}

/** The page a typed text names, or null unless it is a whole number from 1 to the last page. */
export function jumpTarget(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= totalPages ? page : null;
}

/** A number field and a button: Enter or the button goes to the page, out of range says why. */
function PageJump({ totalPages, pageHref }: Omit<PagerProps, 'page'>) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = jumpTarget(text, totalPages);
    setInvalid(target === null);
    if (target !== null) {
      setText('');
      void navigate(pageHref(target));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-page`} className="text-sm text-gray-700">
        {t('listing.paging.jumpLabel')}
      </label>
      <input
        id={`${id}-page`}
        type="number"
        inputMode="numeric"
        min={1}
        max={totalPages}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="w-20 rounded-md border border-gray-400 bg-white px-2 py-1.5 text-sm tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-focus focus:outline-none"
      />
      <button type="submit" className={buttonClasses('secondary')}>
        {t('listing.paging.jumpButton')}
      </button>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger-700">
          {t('listing.paging.jumpInvalid', { pages: totalPages })}
        </p>
      )}
    </form>
  );
}
