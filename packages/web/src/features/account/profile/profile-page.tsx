import { useState, type ReactNode } from 'react';
import { countryName } from '@shop/domain/rules/intl-formats.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Account } from '@shop/domain/api/account.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { useAccount } from '#web/shared/account/get-account.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useLogo } from '#web/features/account/api/get-logo.ts';
import { ApiKeysCard } from './api-keys-card.tsx';
import { FeedsCard } from '#web/features/account/feeds/feeds-card.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { LogoDialog } from './logo-dialog.tsx';
import { ProfileForm } from './profile-form.tsx';
import { WebhooksCard } from '#web/features/account/webhooks/webhooks-card.tsx';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function AddressBlock({ title, address }: { title: string; address: Account['address'] }) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-600">{title}</h3>
      {address === null ? (
        <p className="mt-1 text-sm text-gray-700">{t('profile.sameAsBilling')}</p>
      ) : (
        <address className="mt-1 text-sm text-gray-900 not-italic">
          <AddressLines address={address} countryName={countryName(address.country, language)} />
        </address>
      )}
    </div>
  );
}

function Settings({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const yesNo = (value: boolean) => (value ? t('profile.yes') : t('profile.no'));
  const rows: [string, string][] = [
    [t('profile.creditLine'), formatMoney(account.billing.creditLine, account.currency)],
    [t('profile.taxFree'), yesNo(account.billing.taxFree)],
    [t('profile.showPrices'), yesNo(account.settings.showPrices)],
    [t('profile.blockBasket'), yesNo(account.settings.blockBasket)],
    [t('profile.dropShipping'), yesNo(account.settings.enableDropShipping)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-gray-100 py-1">
          <dt className="text-gray-600">{label}</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ContactReadOnly({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const { contact } = account;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-gray-600">{t('profile.name')}</dt>
        <dd className="text-gray-900">
          {contact.firstName} {contact.lastName}
        </dd>
      </div>
      <div>
        <dt className="text-gray-600">{t('profile.phone')}</dt>
        <dd className="text-gray-900">{contact.phone ?? '–'}</dd>
      </div>
    </dl>
  );
}

function LogoCard({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const logo = useLogo(account.customerNumber, account.logoImage !== null);
  return (
    <Card id="profile-logo" title={t('logo.heading')}>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-40 items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50">
          {logo.data?.logoImage ? (
            <img
              src={logo.data.logoImage}
              alt={t('logo.current')}
              className="max-h-18 max-w-36 object-contain"
            />
          ) : (
            <span className="text-xs text-gray-500">{t('logo.none')}</span>
          )}
        </div>
        <button type="button" className={buttonClasses('secondary')} onClick={() => setOpen(true)}>
          {t('logo.open')}
        </button>
      </div>
      <LogoDialog customerNumber={account.customerNumber} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function DangerZone({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="profile-delete"
      className="rounded-lg border border-danger-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="profile-delete" className="text-lg font-semibold text-danger-800">
        {t('deleteAccount.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('deleteAccount.intro')}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 inline-flex items-center rounded-md border border-danger-600 px-4 py-2 text-sm font-semibold text-danger-800 hover:bg-danger-50"
      >
        {t('deleteAccount.open')}
      </button>
      <DeleteAccountDialog customerNumber={customerNumber} open={open} onOpenChange={setOpen} />
    </section>
  );
}

function ProfileBody({ account, businessConsole }: { account: Account; businessConsole: boolean }) {
  const { t } = useTranslation('account');
  const shell = useShellParams();
  return (
    <>
      <Card id="profile-addresses" title={t('profile.addresses')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <AddressBlock title={t('profile.billingAddress')} address={account.address} />
          <AddressBlock title={t('profile.shippingAddress')} address={account.shippingAddress} />
        </div>
        <p className="mt-3 text-sm text-gray-600">
          {t('profile.addressChange')}{' '}
          <Link
            to={paths.contact.href(shell)}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('profile.contactUs')}
          </Link>
        </p>
      </Card>
      <Card id="profile-contact" title={t('profile.contact')}>
        <p className="mb-3 text-sm text-gray-700">
          {t('profile.email', { email: account.contact.email })}
        </p>
        {businessConsole ? (
          <ContactReadOnly account={account} />
        ) : (
          <ProfileForm account={account} />
        )}
      </Card>
      <Card id="profile-settings" title={t('profile.settings')}>
        <Settings account={account} />
      </Card>
      <Card id="profile-password" title={t('profile.password')}>
        <Link to={paths.accountPasswordChange.href(shell)} className={buttonClasses('secondary')}>
          {t('profile.changePassword')}
        </Link>
      </Card>
      {!businessConsole && <LogoCard account={account} />}
      {!businessConsole && <ApiKeysCard customerNumber={account.customerNumber} />}
      {!businessConsole && <WebhooksCard customerNumber={account.customerNumber} />}
      {!businessConsole && <FeedsCard customerNumber={account.customerNumber} />}
      {!businessConsole && <DangerZone customerNumber={account.customerNumber} />}
    </>
  );
}

/**
 * /account/profile (docs/product/account.md#account-profile): addresses, contact and settings, the
 * fields a customer may change, the password change, the logo, the webhooks (decision 140) and the
 * delete-account dialog. A
 * business-console account is marked and sees the owner's data read-only (decision 040).
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const account = useAccount(user?.customerNumber ?? null);
  useDocumentTitle(t('profile.title'), describedAs('profile'));
  const businessConsole = account.data?.businessConsole ?? user?.businessConsole ?? false;
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('profile.title')}</h1>
        {businessConsole && (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
            {t('businessConsole.badge')}
          </span>
        )}
        <p className="w-full text-sm text-gray-600">
          {t('menu.customerNumber', { customerNumber: user?.customerNumber ?? '' })}
        </p>
      </header>
      {businessConsole && (
        <Notice tone="info" title={t('businessConsole.title')}>
          {t('businessConsole.profile')}
        </Notice>
      )}
      {account.isPending && <Spinner label={t('overview.loading')} className="py-8" />}
      {account.isError && (
        <Notice tone="error" title={t('overview.loadError')}>
          {errorMessage(account.error)}
        </Notice>
      )}
      {account.data && <ProfileBody account={account.data} businessConsole={businessConsole} />}
    </div>
  );
}
