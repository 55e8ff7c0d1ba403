import { ALERT_KINDS, type AlertKind } from '@shop/domain/api/alerts.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/** The kinds of news an alert tells of, as checkboxes in one labelled group. */
export function AlertKindsField({
  value,
  onChange,
  idPrefix,
}: {
  value: readonly AlertKind[];
  onChange: (kinds: AlertKind[]) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{t('alerts.kinds')}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {ALERT_KINDS.map((kind) => (
          <label
            key={kind}
            htmlFor={`${idPrefix}-${kind}`}
            className="inline-flex min-h-8 items-center gap-2 text-sm text-gray-800"
          >
            <input
              id={`${idPrefix}-${kind}`}
              type="checkbox"
              className="size-4"
              checked={value.includes(kind)}
              onChange={(event) =>
                onChange(
                  ALERT_KINDS.filter((k) =>
                    k === kind ? event.target.checked : value.includes(k),
                  ),
                )
              }
            />
            {t(`alerts.kind.${kind}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
