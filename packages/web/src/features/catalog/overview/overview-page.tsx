import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { MenuBox, MenuEntry } from '@shop/domain/api/shell.ts';
import type { Language } from '@shop/domain/shops.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { NotFoundPage } from '#web/shared/ui/not-found-page.tsx';
import {
  useMenuBoxes,
  useMenuEntries,
  type BoxKind,
} from '#web/features/catalog/api/get-overview.ts';
import {
  findOverviewEntry,
  overviewBoxHref,
} from '#web/features/catalog/overview/overview-entry.ts';

/**
 * /overview/{name}: the landing page of a main-menu entry
 * (docs/product/catalog.md#cat-overview-page), a banner with the entry's name and a link to all its
 * articles, then its theme boxes and product-type boxes (GET
 * /api/manufacturerThemesByMenu|ProducttypesByMenu/{order}), busiest first.
 */
export function OverviewPage() {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const shell = useShellParams();
  const { name = '' } = useParams();
  const menu = useMenuEntries(shell.language);
  const entry = menu.data === undefined ? undefined : findOverviewEntry(menu.data.entries, name);
  useDocumentTitle(entry?.name ?? name, (tc) => contentDescription(tc, entry?.name ?? name));

  if (menu.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('overview.loading')} />
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div role="alert" className="mx-auto max-w-content px-4 py-12 text-center">
        <p className="text-gray-800">{t('overview.boxesError')}</p>
        <button
          type="button"
          onClick={() => void menu.refetch()}
          className={buttonClasses('secondary', 'mt-4')}
        >
          {tc('retry')}
        </button>
      </div>
    );
  }
  if (entry === null || entry === undefined) return <NotFoundPage />;
  const allHref =
    entry.type === 'category' && entry.value !== ''
      ? paths.listing.href(shell, 'category', entry.value)
      : null;

  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6">
      <section
        aria-labelledby="overview-title"
        className="relative overflow-hidden rounded-md bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-8 text-white sm:px-10 sm:py-12"
      >
        <h1 id="overview-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {entry.name}
        </h1>
        {entry.subEntries.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {entry.subEntries
              .filter((sub) => sub.row === 0 && sub.type === 'category')
              .map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={paths.listing.href(shell, 'category', sub.value)}
                    className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-medium hover:bg-white/25"
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
          </ul>
        )}
        {allHref !== null && (
          <Link
            to={allHref}
            className="mt-6 inline-flex rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('overview.showAll')}
          </Link>
        )}
      </section>
      <BoxSection kind="themes" entry={entry} shell={shell} />
      <BoxSection kind="productTypes" entry={entry} shell={shell} />
    </div>
  );
}

function BoxSection({
  kind,
  entry,
  shell,
}: {
  kind: BoxKind;
  entry: MenuEntry;
  shell: ShellParams;
}) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const boxes = useMenuBoxes(kind, entry.order);
  const headingId = `overview-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-gray-900">
        {t(`overview.${kind}`)}
      </h2>
      {boxes.isPending ? (
        <ul aria-hidden="true" className={GRID}>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="h-20 animate-pulse rounded-md bg-gray-100" />
          ))}
        </ul>
      ) : boxes.isError ? (
        <div role="alert" className="rounded-md border border-danger-200 bg-danger-50 p-4 text-sm">
          <p className="text-danger-800">{t('overview.boxesError')}</p>
          <button
            type="button"
            onClick={() => void boxes.refetch()}
            className="mt-2 font-semibold text-brand-700 hover:underline"
          >
            {tc('retry')}
          </button>
        </div>
      ) : boxes.data.length === 0 ? (
        <p className="text-sm text-gray-600">{t('overview.empty')}</p>
      ) : (
        <ul className={GRID}>
          {boxes.data.map((box) => (
            <li key={box.id}>
              <BoxCard
                box={box}
                href={overviewBoxHref(shell, entry, kind, box.id)}
                language={shell.language}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

function BoxCard({ box, href, language }: { box: MenuBox; href: string; language: Language }) {
  const { t } = useTranslation('catalog');
  return (
    <Link
      to={href}
      className="flex h-full flex-col justify-between gap-1 rounded-md border border-gray-200 bg-white p-3 hover:border-brand-700 hover:shadow-sm"
    >
      <span className="line-clamp-2 font-semibold text-gray-900">
        {box.names[language] ?? box.name}
      </span>
      <span className="text-xs text-gray-600">
        {box.producer !== null && <span className="block truncate">{box.producer}</span>}
        {t('articleCount', { count: box.numberOfArticles })}
      </span>
    </Link>
  );
}
