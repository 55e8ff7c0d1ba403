import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/**
 * Where a position is, in the page's language, with a pin; the word "Location" is for screen
 * readers. A position that names no location shows none.
 */
export function VacancyLocation({ location }: { location: string }) {
  const { t } = useTranslation('content');
  if (location === '') return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-gray-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="size-4 shrink-0 text-brand-600"
      >
        <path
          fillRule="evenodd"
          d="M10 18s6-5.33 6-10a6 6 0 1 0-12 0c0 4.67 6 10 6 10Zm0-7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
          clipRule="evenodd"
        />
      </svg>
      <span className="sr-only">{t('vacancies.location')}: </span>
      {location}
    </p>
  );
}
