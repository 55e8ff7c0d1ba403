import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { TextField } from '#web/shared/ui/form-fields.tsx';

/** A feed's secret address, shown this once after its making or renewal, with a copy button. */
export function FeedAddress({ address, onDone }: { address: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // a page served over plain HTTP has no clipboard: the address can still be selected and copied
  const copyAddress = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(address))
      .then(
        () => setCopy('copied'),
        () => setCopy('failed'),
      );
  return (
    <Notice tone="success" title={t('feeds.addressTitle')}>
      <p>{t('feeds.addressHint')}</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <TextField
          label={t('feeds.addressLabel')}
          value={address}
          readOnly
          className="min-w-0 grow font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={buttonClasses('secondary')} onClick={copyAddress}>
          {t('feeds.copy')}
        </button>
        <button type="button" className={buttonClasses('ghost')} onClick={onDone}>
          {t('feeds.done')}
        </button>
      </div>
      {copy === 'copied' && <p className="mt-1">{t('feeds.copied')}</p>}
      {copy === 'failed' && <p className="mt-1">{t('feeds.copyFailed')}</p>}
    </Notice>
  );
}
