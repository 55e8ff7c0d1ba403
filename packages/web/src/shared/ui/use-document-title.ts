import { useEffect } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/** Sets the document title of a page: "{page} | {brand}", or the brand alone on the start page. */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  const title = page === null ? brand : t('documentTitle', { page, brand });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
