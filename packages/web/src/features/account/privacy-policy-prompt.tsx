import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { useAcceptPrivacyPolicy } from '#web/features/account/api/accept-privacy-policy.ts';

/**
 * Privacy policy acceptance is a separate per-user flag
 * (docs/product/identity.md#auth-privacy-acceptance, account accPrPol). A logged-in user who has
 * not accepted it gets this bar until they do. Loading the account here also loads it on entering
 * the shell (docs/product/shell.md#shell-initial-load).
 */
export function PrivacyPolicyPrompt() {
  const { user } = useSession();
  const account = useAccount(user?.customerNumber ?? null);
  if (user === null || !account.isSuccess || account.data.accPrPol) return null;
  return <Prompt customerNumber={user.customerNumber} />;
}

function Prompt({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  const accept = useAcceptPrivacyPolicy(customerNumber);
  return (
    <section
      aria-labelledby="privacy-prompt-title"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="privacy-prompt-title" className="text-sm font-semibold text-gray-900">
            {t('privacy.title')}
          </h2>
          <p className="text-sm text-gray-700">
            {t('privacy.text')}{' '}
            <Link to={paths.privacy.href(shell)} className="font-semibold text-brand-700 underline">
              {t('privacy.read')}
            </Link>
          </p>
          {accept.isError && (
            <p role="alert" className="mt-1 text-sm text-danger-800">
              {t('privacy.error')}
            </p>
          )}
        </div>
        <button
          type="button"
          disabled={accept.isPending}
          onClick={() => accept.mutate()}
          className={buttonClasses('primary', 'shrink-0')}
        >
          {t('privacy.accept')}
        </button>
      </div>
    </section>
  );
}
