import type { ReactNode } from 'react';

const TONE = {
  error: 'border-danger-200 bg-danger-50 text-danger-800',
  success: 'border-success-200 bg-success-50 text-success-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-warning-200 bg-warning-50 text-warning-800',
} as const;

interface NoticeProps {
  tone: keyof typeof TONE;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A message box inside a form or page. Errors are announced at once (role alert), other
 * messages politely (role status).
 */
export function Notice({ tone, title, children, className = '' }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${TONE[tone]} ${className}`}
    >
      {title !== undefined && <p className="font-semibold">{title}</p>}
      {children !== undefined && (
        <div className={title !== undefined ? 'mt-1' : ''}>{children}</div>
      )}
    </div>
  );
}
