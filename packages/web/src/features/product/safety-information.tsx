import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ArticleDetail } from '@shop/domain/api/article.ts';
import { ModalOnOpen } from '#web/shared/ui/modal-on-open.tsx';

/** GPSR product safety information in a dialog: manufacturer, responsible person, warnings. */
export function SafetyInformation({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const gpsr = article.gpsrInformation;
  if (gpsr === null) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('safety.open')}
      </button>
      <ModalOnOpen open={open} onOpenChange={setOpen} title={t('safety.title')}>
        <div className="space-y-3">
          <dl className="space-y-1 text-sm">
            <div>
              <dt className="inline text-gray-600">{t('safety.manufacturer')}: </dt>
              <dd className="inline text-gray-900">{gpsr.manufacturer}</dd>
            </div>
            {gpsr.responsiblePerson !== null && (
              <div>
                <dt className="inline text-gray-600">{t('safety.responsiblePerson')}: </dt>
                <dd className="inline text-gray-900">{gpsr.responsiblePerson}</dd>
              </div>
            )}
          </dl>
          {gpsr.safetyWarnings.length > 0 && (
            <>
              <h3 className="text-sm font-semibold text-gray-900">{t('safety.warnings')}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
                {gpsr.safetyWarnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </>
          )}
          {gpsr.images.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {gpsr.images.map((image) => (
                <li key={image}>
                  <img
                    src={image}
                    alt=""
                    className="size-16 rounded border border-gray-200 object-contain"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </ModalOnOpen>
    </>
  );
}
