import { useId, useState } from 'react';
import { CSV_FORMATS, defaultCsvFormat, type CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { readStored, writeStored } from '#web/shared/storage/local-storage.ts';

function isCsvFormat(value: string | null): value is CsvFormat {
  return (CSV_FORMATS as readonly (string | null)[]).includes(value);
}

/**
 * The spreadsheet format of the CSV exports: the one this browser last chose, else the
 * language's own (docs/decisions/122-csv-in-the-buyers-spreadsheet.md).
 */
export function useCsvFormat(): [CsvFormat, (format: CsvFormat) => void] {
  const { language } = useShellParams();
  const [chosen, setChosen] = useState(() => {
    const stored = readStored('csvFormat');
    return isCsvFormat(stored) ? stored : null;
  });
  function choose(format: CsvFormat) {
    writeStored('csvFormat', format);
    setChosen(format);
  }
  return [chosen ?? defaultCsvFormat(language), choose];
}

/** The small choice beside an export button: semicolon and decimal comma, or comma and point. */
export function CsvFormatSelect({
  value,
  onChange,
}: {
  value: CsvFormat;
  onChange: (format: CsvFormat) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-xs font-medium text-gray-700">
        {t('csvFormat.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isCsvFormat(event.target.value)) onChange(event.target.value);
        }}
        className="max-w-full rounded-md border border-gray-400 bg-white px-2.5 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-focus focus:outline-none"
      >
        {CSV_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`csvFormat.${format}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
