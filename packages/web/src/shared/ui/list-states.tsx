import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';

/** The failure of a list's load, with a retry: the error state of every list and table. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  const errorText = useErrorMessage();
  return (
    <Notice tone="error" title={title}>
      {errorText(error)}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('retry')}
      </button>
    </Notice>
  );
}

/** The empty state of a list. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700">
      {children}
    </p>
  );
}
