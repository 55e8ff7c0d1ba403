import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from './button.ts';

/** A CSV export button: busy while the server writes the file, a message when it failed. */
export function ExportButton({ label, run }: { label: string; run: () => Promise<void> }) {
  const { t } = useTranslation('accountOrders');
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');
  async function start() {
    setState('running');
    try {
      await run();
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={state === 'running'}
        onClick={() => void start()}
      >
        {state === 'running' ? t('export.running') : label}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-xs text-danger-700">
          {t('export.failed')}
        </p>
      )}
    </div>
  );
}
