import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { BasketIcon } from '#web/shared/ui/icons.tsx';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { useMenuOnDemand } from '#web/shared/ui/menu-on-demand.ts';
import { useBasket } from '#web/features/basket/api/get-basket.ts';

/** Articles the preview shows (docs/product/basket.md#basket-preview). */
export const PREVIEW_ARTICLES = 2;

const BASKET_BUTTON =
  'relative inline-flex h-10 items-center gap-1.5 rounded-md px-2 sm:px-2.5 text-sm font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/** What the basket button shows: the icon, the word from tablets up, and the number of lines. */
function BasketButtonFace({ count }: { count: number }) {
  const { t } = useTranslation('basket');
  return (
    <>
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
    </>
  );
}

const loadMenu = () => import('#web/features/basket/basket-preview-menu.tsx');
const BasketPreviewMenu = lazy(async () => ({ default: (await loadMenu()).BasketPreviewMenu }));

/**
 * The basket preview in the header (docs/product/basket.md#basket-preview): the number of lines and
 * the last 2 articles added, with the way to the basket. Visitors have no basket, so none shows.
 * Its menu loads when the user reaches for the button (decision 068).
 */
export function BasketPreview() {
  const { t } = useTranslation('basket');
  const shell = useShellParams();
  const { user } = useSession();
  const basket = useBasket(shell.language);
  const menu = useMenuOnDemand(loadMenu);
  if (user === null) return null;
  const count = basket.data?.count ?? 0;
  const face = (
    <button
      {...menu.buttonProps}
      aria-label={t('preview.label', { count })}
      className={BASKET_BUTTON}
    >
      <BasketButtonFace count={count} />
    </button>
  );
  if (!menu.requested) return face;
  return (
    <Suspense fallback={face}>
      <BasketPreviewMenu
        count={count}
        last={(basket.data?.lastAdded ?? []).slice(0, PREVIEW_ARTICLES)}
        button={{ className: BASKET_BUTTON, face: <BasketButtonFace count={count} /> }}
      />
    </Suspense>
  );
}
