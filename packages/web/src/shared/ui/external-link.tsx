import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({t('opensInNewTab')})</span>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="ml-1 inline size-2.5 opacity-70">
        <path
          d="M4 2h6v6M10 2 3 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </a>
  );
}
