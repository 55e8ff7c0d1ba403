import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { ContentImage } from '@shop/domain/api/content.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { SanitizedHtml } from '#web/shared/ui/sanitized-html.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { useVacancy } from '#web/features/content/api/get-vacancy.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';
import { VacancyLocation } from '#web/features/content/vacancy-location.tsx';

/**
 * /vacancies/{link} (docs/product/content.md#content-vacancies): one position with its pictures and
 * text. A link to a position that has closed (404) says so and leads to the open ones, instead of
 * the shop's not-found page.
 */
export function VacancyPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const link = useParams().link ?? '';
  const vacancy = useVacancy(link, shell.language);
  const closed = isApiError(vacancy.error) && vacancy.error.status === 404;
  const title = vacancy.data?.title ?? (closed ? t('vacancies.closed.title') : t('page.vacancies'));
  useDocumentTitle(title, (tc) => contentDescription(tc, title));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={paths.vacancies.href(shell)}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        ← {t('vacancies.all')}
      </Link>
      {vacancy.isPending ? (
        <ContentLoading />
      ) : closed ? (
        <ClosedVacancy />
      ) : vacancy.isError ? (
        <ContentError error={vacancy.error} onRetry={() => void vacancy.refetch()} />
      ) : (
        <article lang={vacancy.data.language} className="mt-4">
          <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
            {vacancy.data.title}
          </h1>
          <div className="mt-2">
            <VacancyLocation location={vacancy.data.location} />
          </div>
          <VacancyImages images={vacancy.data.images} />
          <SanitizedHtml html={vacancy.data.html} className="mt-6" />
        </article>
      )}
    </div>
  );
}

/** The first picture wide above the text, further ones in a row below it. */
function VacancyImages({ images }: { images: readonly ContentImage[] }) {
  const [first, ...more] = images;
  if (first === undefined) return null;
  return (
    <div className="mt-6 space-y-3">
      <img
        src={first.src}
        width={first.width}
        height={first.height}
        alt=""
        className="aspect-video w-full rounded-lg bg-brand-50 object-cover"
      />
      {more.length > 0 && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {more.map((image) => (
            <img
              key={image.src}
              src={image.src}
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
              className="aspect-video w-full rounded-lg bg-brand-50 object-cover"
            />
          ))}
        </div>
      )}
    </div>
  );
}

function ClosedVacancy() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  return (
    <div className="mt-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('vacancies.closed.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-gray-700">{t('vacancies.closed.text')}</p>
      <Link to={paths.vacancies.href(shell)} className={buttonClasses('primary', 'mt-6')}>
        {t('vacancies.all')}
      </Link>
    </div>
  );
}
