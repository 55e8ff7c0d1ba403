import { useState } from 'react';
import type { CsvFormat } from '@shop/domain/rules/csv-format.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from './button.ts';
import { CsvFormatSelect, useCsvFormat } from './csv-format-select.tsx';

/**
 * A CSV export button with the spreadsheet format beside it: busy while the server writes the
 * file, a message when it failed.
 */
export function ExportButton({
  label,
  run,
}: {
  label: string;
  run: (format: CsvFormat) => Promise<void>;
}) {
  const { t } = useTranslation('accountOrders');
  const [format, setFormat] = useCsvFormat();
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  async function start() {
    setState('running');
    try {
      await run(format);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-end justify-end gap-2">
        <CsvFormatSelect value={format} onChange={setFormat} />
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={state === 'running'}
          onClick={() => void start()}
        >
          {state === 'running' ? t('export.running') : label}
        </button>
      </div>
      {state === 'failed' && (
        <p role="alert" className="text-xs text-danger-700">
          {t('export.failed')}
        </p>
      )}
    </div>
  );
}
