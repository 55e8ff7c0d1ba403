import { Link, useParams } from 'react-router';
import { isApiError } from '#web/shared/api/api-error.ts';
import { errorTextKey } from '#web/shared/api/error-texts.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { shellParamsOf } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import type { ErrorReport } from '#web/shared/ui/error-report.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/**
 * The sentence for a failure: the screen's own, else the shop's text for the server's code,
 * else the server's message for a refusal it explained, else the general text of its status.
 */
function useReportText(): (report: ErrorReport) => string {
  const { t } = useTranslation('errors');
  const general = useErrorMessage();
  return ({ error, message }) => {
    if (message !== undefined) return message;
    if (!isApiError(error)) return general(error);
    const key = errorTextKey(error.code);
    if (key !== undefined) return t(key);
    if (error.status >= 400 && error.status < 500 && error.message !== '') return error.message;
    return general(error);
  };
}

/**
 * The error dialog (an alertdialog): what failed, the server's message or the shop's text for
 * it, its code, and what to do next: try again when the step may be repeated, contact the shop,
 * or close and stay on the screen.
 */
export function ErrorDialogView({ report, onClose }: { report: ErrorReport; onClose: () => void }) {
  const { t } = useTranslation('errors');
  const { t: common } = useTranslation('common');
  const text = useReportText();
  const shell = shellParamsOf(useParams());
  const { retry } = report;
  return (
    <Modal
      open
      role="alertdialog"
      closeButton={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={report.title}
    >
      <div className="space-y-3 text-base text-gray-800">
        <p>{text(report)}</p>
        {isApiError(report.error) && (
          <p className="text-sm text-gray-600">{t('dialog.code', { code: report.error.code })}</p>
        )}
        <p className="text-sm text-gray-700">
          {retry !== undefined ? t('dialog.nextRetry') : t('dialog.nextContact')}
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {shell !== null && (
          <Link to={paths.contact.href(shell)} onClick={onClose} className={buttonClasses('ghost')}>
            {t('dialog.contact')}
          </Link>
        )}
        <button
          type="button"
          data-autofocus={retry === undefined ? '' : undefined}
          onClick={onClose}
          className={buttonClasses(retry === undefined ? 'primary' : 'secondary')}
        >
          {common('close')}
        </button>
        {retry !== undefined && (
          <button
            type="button"
            data-autofocus=""
            onClick={() => {
              onClose();
              retry();
            }}
            className={buttonClasses('primary')}
          >
            {common('retry')}
          </button>
        )}
      </div>
    </Modal>
  );
}
