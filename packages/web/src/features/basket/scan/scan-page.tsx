import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { keepScanPageOffline } from '#web/shared/offline/keep-scan-page.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { ScanLines } from './scan-lines.tsx';
import { useScanList, type SendOutcome } from './use-scan-list.ts';

/**
 * /account/scan (docs/product/account.md#account-scan): the retailer scans the barcodes in the
 * stock room, with the camera or a scanner that types (digits and Enter), into a list kept on
 * the device, and puts the whole list into the basket in one step.
 */
export function ScanPage() {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const list = useScanList();
  const waiting = list.lines.filter((line) => line.status === 'waiting').length;
  useDocumentTitle(t('scan.title'), describedAs('scan'));
  useEffect(() => {
    // opened once online, the page opens without a connection too (decision 145)
    keepScanPageOffline(language).catch(() => undefined);
  }, [language]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('scan.title')}</h1>
      <p className="text-sm text-gray-700">{t('scan.intro')}</p>
      {!list.online && (
        <p role="status" className="rounded-md bg-warning-50 p-3 text-sm text-warning-900">
          {t('scan.offline')}
        </p>
      )}
      {list.online && !list.signedIn && (
        <p className="flex flex-wrap items-center gap-3 rounded-md bg-gray-50 p-3 text-sm">
          {t('scan.loginFirst')}
          <button
            type="button"
            className={buttonClasses('secondary', 'py-1')}
            onClick={() => authDialogs.openLogin()}
          >
            {t('scan.login')}
          </button>
        </p>
      )}
      <TypedScan onScan={list.scan} />
      <CameraScanner onScan={list.scan} />
      {list.full && (
        <p role="alert" className="text-sm font-medium text-danger-800">
          {t('scan.full')}
        </p>
      )}
      <section aria-labelledby="scan-list-title">
        <h2 id="scan-list-title" className="text-lg font-semibold text-gray-900">
          {t('scan.listTitle', { count: list.lines.length })}
        </h2>
        {waiting > 0 && (
          <p className="mt-1 text-sm font-medium text-warning-800">
            {t('scan.waitingCount', { count: waiting })}
          </p>
        )}
        <ScanLines
          lines={list.lines}
          matching={list.matching}
          onQuantity={list.setQuantity}
          onRemove={list.remove}
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={list.sendableCount === 0 || list.sending || !list.online}
          onClick={() => void list.sendAll()}
          className={buttonClasses('primary')}
        >
          {list.sending ? t('scan.sending') : t('scan.send', { count: list.sendableCount })}
        </button>
      </div>
      <div aria-live="polite">
        <SendOutcomeText outcome={list.outcome} />
      </div>
    </div>
  );
}

/** The field a scanner types into (a keyboard to the browser): digits, then Enter. */
function TypedScan({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() !== '') onScan(code);
        setCode('');
      }}
    >
      {/* the hint below the row, so the button stands beside the field it adds */}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-code`} className="mb-1 block text-xs font-medium text-gray-700">
            {t('scan.code')}
          </label>
          <input
            id={`${id}-code`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="enter"
            maxLength={40}
            value={code}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setCode(event.currentTarget.value)}
            className="w-full rounded-md border border-gray-400 bg-white px-3 py-1.5 text-base text-gray-900 shadow-xs focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none sm:text-sm"
          />
        </div>
        <button type="submit" className={buttonClasses('secondary', 'py-1.5')}>
          {t('scan.add')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {t('scan.codeHint')}
      </p>
    </form>
  );
}

function SendOutcomeText({ outcome }: { outcome: SendOutcome | null }) {
  const { t } = useTranslation('account');
  const errorText = useErrorMessage();
  const shell = useShellParams();
  if (outcome === null) return null;
  if (outcome.kind === 'error') {
    return <p className="text-sm font-medium text-danger-800">{errorText(outcome.error)}</p>;
  }
  if (outcome.kind === 'refused') {
    return (
      <p className="text-sm font-medium text-danger-800">
        {t('scan.refused', { count: outcome.count })}
      </p>
    );
  }
  return (
    <p className="text-sm font-medium text-success-800">
      {t('scan.added', { count: outcome.count })}{' '}
      <Link to={paths.basket.href(shell)} className="underline">
        {t('scan.toBasket')}
      </Link>
    </p>
  );
}
