import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import type { ReactNode } from 'react';
import type { BasketAnswer } from '@shop/domain/api/basket.ts';

/**
 * The basket preview's menu, loaded when the user first reaches for the basket button
 * (basket-preview.tsx), so it mounts open; the button keeps the look the preview gives it.
 */
export function BasketPreviewMenu({
  count,
  last,
  button,
}: {
  count: number;
  /** the articles it lists, the last ones added */
  last: BasketAnswer['lastAdded'];
  button: { className: string; face: ReactNode };
}) {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  // the count says how many lines there are: the preview says how many it does not show
  const more = count - last.length;

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={t('preview.label', { count })} className={button.className}>
        {button.face}
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
