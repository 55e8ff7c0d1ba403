import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#web/features/content/placeholder-page.tsx';

/** Pages whose title needs nothing from the URL. */
export type StaticPlaceholderPage =
  | 'newsletterUnsubscribe'
  | 'newsletterValidation'
  | 'register'
  | 'portalLogin'
  | 'forgotPassword'
  | 'passwordRecovery'
  | 'account'
  | 'basket'
  | 'show'
  | 'hotDeals'
  | 'closeOut'
  | 'preOrder';

interface StaticPlaceholderProps {
  page: StaticPlaceholderPage;
  needsLogin?: boolean;
}

export function StaticPlaceholder({ page, needsLogin }: StaticPlaceholderProps) {
  const { t } = useTranslation('content');
  return <PlaceholderPage title={t(`page.${page}`)} needsLogin={needsLogin} />;
}
