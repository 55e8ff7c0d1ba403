import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ShippingCosts } from '#web/shared/shipping/shipping-costs.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';

/**
 * /account/shipping: the shipping costs per country of the shop in the address
 * (docs/product/account.md#account-shipping-page). Open to visitors too, since a retailer weighs
 * the terms before applying; a logged-in customer sees the delivery country marked and, with
 * dropshipping, its costs.
 */
export function ShippingPage() {
  const { t } = useTranslation('common');
  const shell = useShellParams();
  const { user } = useSession();
  const account = useAccount(user?.customerNumber ?? null);
  useDocumentTitle(t('shippingCosts.title'), describedAs('shippingCosts'));
  const data = account.data;
  // the basket charges by the billing country (docs/decisions/012-basket-and-orders.md)
  const country = data?.address?.country ?? null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">
        {t('shippingCosts.title')}
      </h1>
      <p className="mt-2 text-gray-700">{t('shippingCosts.description')}</p>
      <section className="mt-6 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-6">
        <ShippingCosts
          // a customer's terms are those of their own shop, whichever shop's address they browse
          shop={user?.shop ?? shell.shop}
          language={shell.language}
          country={country}
          dropshipping={data?.settings.enableDropShipping ?? false}
        />
      </section>
    </div>
  );
}
