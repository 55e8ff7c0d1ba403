import { useMemo } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { readLastViewed } from '#web/shared/storage/last-viewed.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { useArticlesForIds } from '#web/features/catalog/api/articles-for-ids.ts';
import { BOX, LEGEND } from '#web/features/catalog/listing/sidebar-styles.ts';

/**
 * The last six viewed articles (docs/product/catalog.md#cat-last-viewed), named and pictured by
 * POST /api/articlesForIDs, and the link that lists them as alternative articles
 * (/alternative/{numbers joined by ;}, decision 011).
 */
export function LastViewedBox() {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const scripted = useScripted();
  // read once, after the first render over the server's page, which knows no stored list
  // (decision 126): viewing an article happens on another page
  const numbers = useMemo(
    () => (scripted ? readLastViewed().map((entry) => entry.articleNumber) : []),
    [scripted],
  );
  const query = useArticlesForIds(numbers, shell.language);

  return (
    <section aria-labelledby="last-viewed" className={BOX}>
      <h2 id="last-viewed" className={LEGEND}>
        {t('listing.lastViewed.title')}
      </h2>
      {numbers.length === 0 ? (
        <p className="px-1 py-1 text-sm text-gray-600">{t('listing.lastViewed.empty')}</p>
      ) : query.isPending ? (
        <ul aria-hidden="true" className="mt-1 space-y-1.5">
          {numbers.map((number) => (
            <li key={number} className="flex items-center gap-2 px-1">
              <div className="size-10 animate-pulse rounded bg-gray-100" />
              <div className="h-3 flex-1 animate-pulse rounded bg-gray-100" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert" className="px-1 py-1 text-sm text-danger-800">
          {t('listing.lastViewed.error')}
        </p>
      ) : (
        <>
          <ul className="mt-1 space-y-1">
            {query.data.map((article) => (
              <li key={article.articleNumber}>
                <Link
                  to={paths.product.href(shell, article.articleNumber)}
                  className="flex items-center gap-2 rounded px-1 py-1 text-sm text-gray-800 hover:bg-gray-50 hover:text-brand-700"
                >
                  <img
                    src={article.image}
                    alt=""
                    loading="lazy"
                    className="size-10 shrink-0 rounded bg-gray-50 object-contain"
                  />
                  <span className="line-clamp-2 min-w-0 leading-snug">{article.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {query.data.length > 0 && (
            <p className="mt-2 border-t border-gray-100 px-1 pt-2 text-sm">
              <Link
                to={paths.alternative.href(
                  shell,
                  query.data.map((article) => article.articleNumber),
                )}
                className="font-semibold text-brand-700 hover:underline"
              >
                {t('listing.lastViewed.alternative')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
