import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { VacanciesResponse } from '@shop/domain/api/content-vacancies.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { useVacancies } from '#web/features/content/api/get-vacancies.ts';
import { useVacancyImages } from '#web/features/content/api/get-vacancy-images.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';
import { VacancyLocation } from '#web/features/content/vacancy-location.tsx';

type VacancySummary = VacanciesResponse['vacancies'][number];

/**
 * /vacancies (docs/product/content.md#content-vacancies): the open positions, each a card with its
 * picture leading to its page.
 */
export function VacanciesPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const vacancies = useVacancies(shell.language);
  useDocumentTitle(t('page.vacancies'), (tc) => contentDescription(tc, t('page.vacancies')));

  if (vacancies.isPending) return <ContentLoading />;
  if (vacancies.isError) {
    return <ContentError error={vacancies.error} onRetry={() => void vacancies.refetch()} />;
  }
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('page.vacancies')}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">{t('vacancies.intro')}</p>
      {vacancies.data.vacancies.length === 0 ? (
        <p className="mt-6 text-gray-700">{t('vacancies.empty')}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vacancies.data.vacancies.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One position. Its picture comes from POST /api/getVacancyImages and has a fixed 16:9 box,
 * so the cards do not move when it arrives; a position without one keeps a quiet surface.
 */
function VacancyCard({ vacancy }: { vacancy: VacancySummary }) {
  const shell = useShellParams();
  const images = useVacancyImages({ id: vacancy.id, link: vacancy.link });
  const image = images.data?.images[0];
  return (
    <li className="relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="aspect-video bg-brand-50">
        {image !== undefined && (
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold break-words text-gray-900">
          {/* the whole card is the link's target area; the title is its name */}
          <Link
            to={paths.vacancy.href(shell, vacancy.link)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {vacancy.title}
          </Link>
        </h2>
        <VacancyLocation location={vacancy.location} />
      </div>
    </li>
  );
}
