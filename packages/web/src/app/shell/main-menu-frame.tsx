import type { ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';

/**
 * The box of the desktop main menu. The header shows it with the skeleton while the menu's code
 * loads (decision 030), and the menu shows the same skeleton while its entries load, so nothing
 * moves in between.
 */
export function MainMenuFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.main')} className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex min-h-11 max-w-content items-center px-4 sm:px-6">
        {children}
      </div>
    </nav>
  );
}

export function MenuSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex gap-6 py-3">
      <span className="sr-only">{label}</span>
      {[20, 28, 24, 32, 20, 24].map((width, index) => (
        <span
          key={index}
          aria-hidden="true"
          className="h-4 animate-pulse rounded-md bg-gray-100"
          style={{ width: `${width * 4}px` }}
        />
      ))}
    </div>
  );
}
