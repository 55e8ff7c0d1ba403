import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { BasketIcon } from '#web/shared/ui/icons.tsx';
import { useBasket } from '#web/features/basket/api/get-basket.ts';

/** Articles the preview shows (spec 3 section 9). */
export const PREVIEW_ARTICLES = 2;

const HEADER_BUTTON =
  'relative inline-flex h-10 items-center gap-1.5 rounded-md px-2 sm:px-2.5 text-sm font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/**
 * The basket preview in the header (spec 3 section 2): the number of lines and the last 2
 * articles added, with the way to the basket. Visitors have no basket, so none shows.
 */
export function BasketPreview() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { user } = useSession();
  const basket = useBasket(shell.language);
  if (user === null) return null;
  const count = basket.data?.count ?? 0;
  const last = (basket.data?.lastAdded ?? []).slice(0, PREVIEW_ARTICLES);
  // the count says how many lines there are: the preview says how many it does not show
  const more = count - last.length;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t('preview.label', { count })} className={HEADER_BUTTON}>
        <BasketIcon className="size-5" />
        <span className="hidden whitespace-nowrap md:inline">{t('preview.title')}</span>
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0 min-w-5 rounded-full bg-accent-500 px-1 text-center text-[11px] leading-5 font-bold text-white tabular-nums md:static md:ml-0.5"
          >
            {count}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-72 rounded-md border border-gray-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-gray-500">
            {t('count', { count })}
          </DropdownMenu.Label>
          {last.length === 0 ? (
            <p className="px-2 py-2 text-sm text-gray-700">{t('preview.empty')}</p>
          ) : (
            <ul className="my-1 space-y-1">
              {last.map((article) => (
                <li key={article.articleNumber} className="flex items-center gap-2 px-2 py-1">
                  <img
                    src={article.image}
                    alt=""
                    className="size-10 shrink-0 rounded bg-gray-50 object-contain"
                  />
                  <div className="min-w-0">
                    <p className="line-clamp-2 text-sm leading-snug text-gray-900">
                      {article.name}
                    </p>
                    <p className="text-xs text-gray-500 tabular-nums">{article.articleNumber}</p>
                  </div>
                </li>
              ))}
              {more > 0 && (
                <li className="px-2 text-xs font-semibold text-gray-600">
                  {t('preview.more', { count: more })}
                </li>
              )}
            </ul>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item
            asChild
            className="flex cursor-pointer items-center justify-center rounded-md bg-accent-600 px-3 py-2 text-sm font-semibold text-white outline-none data-highlighted:bg-accent-700"
          >
            <Link to={paths.basket.href(shell)}>{t('preview.toBasket')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
