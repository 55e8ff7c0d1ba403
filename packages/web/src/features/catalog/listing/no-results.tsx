import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useMenu } from '#web/shared/menu/get-menu.ts';
import { menuTarget, sortedEntries } from '#web/shared/menu/menu-links.ts';

const CHIP_LINK =
  'inline-flex rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-700';

/**
 * An empty result helps on (docs/product/quality.md#quality-storefront): the corrected words the
 * search proposes, clearing the filters when some are set, and the top-level categories of the main
 * menu to start from.
 */
export function NoResults({
  suggestions,
  onClearFilters,
}: {
  suggestions: string[];
  onClearFilters: (() => void) | null;
}) {
  const { t } = useTranslation('catalog');
  const shell = useShellParams();
  const menu = useMenu(shell.language);
  const categories = sortedEntries(menu.data?.entries ?? []).filter(
    (entry) => entry.type === 'category',
  );
  return (
    <div className="rounded-md border border-dashed border-gray-300 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-gray-900">{t('listing.empty.title')}</h2>
      <p className="mt-1 text-sm text-gray-600">{t('listing.empty.text')}</p>
      {suggestions.length > 0 && (
        <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm text-gray-700">
          <span>{t('listing.empty.didYouMean')}</span>
          {suggestions.map((suggestion) => (
            <Link key={suggestion} to={paths.search.href(shell, suggestion)} className={CHIP_LINK}>
              {suggestion}
            </Link>
          ))}
        </p>
      )}
      {onClearFilters !== null && (
        <button
          type="button"
          onClick={onClearFilters}
          className={buttonClasses('secondary', 'mt-4')}
        >
          {t('listing.empty.clearFilters')}
        </button>
      )}
      {categories.length > 0 && (
        <nav aria-label={t('listing.empty.categories')} className="mt-6">
          <h3 className="text-sm font-semibold text-gray-900">{t('listing.empty.categories')}</h3>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {categories.map((entry) => (
              <li key={entry.id}>
                <Link to={menuTarget(shell, entry).href} className={CHIP_LINK}>
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
