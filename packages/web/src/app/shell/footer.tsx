import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { config } from '#web/shared/config.ts';
import { consentStore, useConsent } from '#web/shared/consent/consent-store.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ExternalLink } from '#web/shared/ui/external-link.tsx';
import { useOnScreen } from '#web/shared/ui/use-on-screen.ts';
import { useFaqEnabled } from '#web/features/content/api/faq-query.ts';

type FooterKey =
  | 'account'
  | 'basket'
  | 'newsletterArchive'
  | 'shippingInfo'
  | 'dapArticle'
  | 'deliveryComplaint'
  | 'contactForm'
  | 'payment'
  | 'faq'
  | 'cookies'
  | 'preOrder'
  | 'hotDeals'
  | 'closeOuts'
  | 'about'
  | 'distribution'
  | 'jobs'
  | 'imprint'
  | 'terms'
  | 'privacy'
  | 'copyright'
  | 'businessConsole';

interface FooterLink {
  key: FooterKey;
  href: string;
  external?: boolean;
}

interface FooterGroup {
  heading: 'account' | 'service' | 'offers' | 'company';
  links: FooterLink[];
}

/** What the footer needs to know of the session. */
export interface FooterSession {
  isAuthenticated: boolean;
  /** the user may use the business console (docs/product/identity.md#auth-business-console) */
  businessConsole?: boolean;
}

/**
 * The footer entries of docs/product/shell.md#shell-footer, grouped. Logged-in users also get
 * shipping info, the damaged-packaging (DAP) article page and the delivery-complaint form (a PDF in
 * the language; the server gives any language without its own the en one), and
 * business-console users a link to the console; the FAQ shows when its content enables it (GET
 * /api/faq).
 */
export function footerGroups(
  shell: ShellParams,
  session: FooterSession,
  faqEnabled: boolean,
): FooterGroup[] {
  const external = config.externalLinks;
  const account: FooterLink[] = [
    { key: 'account', href: paths.account.href(shell) },
    { key: 'basket', href: paths.basket.href(shell) },
    { key: 'newsletterArchive', href: paths.accountNewsletterArchive.href(shell) },
  ];
  if (session.isAuthenticated) {
    account.push(
      { key: 'shippingInfo', href: paths.accountShipping.href(shell) },
      { key: 'dapArticle', href: paths.accountDapArticle.href(shell) },
      {
        key: 'deliveryComplaint',
        href: `/api/document/delivery-complaint/${shell.language}`,
        external: true,
      },
    );
    if (session.businessConsole === true) {
      account.push({ key: 'businessConsole', href: external.businessConsole, external: true });
    }
  }
  const service: FooterLink[] = [
    { key: 'contactForm', href: paths.contact.href(shell) },
    { key: 'payment', href: paths.payment.href(shell) },
    { key: 'cookies', href: `${paths.privacy.href(shell)}#cookies` },
  ];
  // last, so the entry arriving with its answer moves no other link
  if (faqEnabled) service.push({ key: 'faq', href: paths.faq.href(shell) });
  return [
    { heading: 'account', links: account },
    { heading: 'service', links: service },
    {
      heading: 'offers',
      links: [
        { key: 'preOrder', href: paths.preOrder.href(shell) },
        { key: 'hotDeals', href: paths.hotDeals.href(shell) },
        { key: 'closeOuts', href: paths.closeOut.href(shell) },
      ],
    },
    {
      heading: 'company',
      links: [
        { key: 'about', href: external.about, external: true },
        { key: 'distribution', href: external.distribution, external: true },
        { key: 'jobs', href: paths.vacancies.href(shell) },
        { key: 'imprint', href: paths.imprint.href(shell) },
        { key: 'terms', href: paths.terms.href(shell) },
        { key: 'privacy', href: paths.privacy.href(shell) },
        { key: 'copyright', href: paths.copyright.href(shell) },
      ],
    },
  ];
}

const YEAR = new Date().getFullYear();

/**
 * Opens the consent banner's settings (decision 058); the focus comes back here when they close,
 * after the dialog's own focus return, whose dialog is unmounted with the banner.
 */
function CookieSettingsButton({ label }: { label: string }) {
  const { settingsOpen } = useConsent();
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (settingsOpen || !opened.current) return;
    opened.current = false;
    setTimeout(() => button.current?.focus(), 0);
  }, [settingsOpen]);
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="dialog"
      className={`${LINK} text-left`}
      onClick={() => {
        opened.current = true;
        consentStore.openSettings();
      }}
    >
      {label}
    </button>
  );
}
const LINK = 'rounded-sm text-brand-100 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  const shell = useShellParams();
  const { isAuthenticated, user } = useSession();
  const session = { isAuthenticated, businessConsole: user?.businessConsole === true };
  // whether to show the FAQ is asked for when the footer comes near, not with every page's start
  const footer = useRef<HTMLElement>(null);
  const near = useOnScreen(footer, { rootMargin: '400px', once: true, whenUnknown: true });
  const faqEnabled = useFaqEnabled(shell.language, near);
  return (
    <footer ref={footer} className="mt-auto bg-brand-950 text-sm text-brand-100">
      <nav aria-label={t('nav.footer')} className="mx-auto max-w-content px-4 py-10 sm:px-6">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerGroups(shell, session, faqEnabled).map((group) => (
            <div key={group.heading}>
              <h2 className="mb-3 text-xs font-semibold tracking-wide text-white uppercase">
                {t(`footer.heading.${group.heading}`)}
              </h2>
              <ul className="space-y-2">
                {group.links.map((link) => (
                  <li key={link.key}>
                    {link.external === true ? (
                      <ExternalLink href={link.href} className={LINK}>
                        {t(`footer.${link.key}`)}
                      </ExternalLink>
                    ) : (
                      <Link to={link.href} className={LINK}>
                        {t(`footer.${link.key}`)}
                      </Link>
                    )}
                  </li>
                ))}
                {group.heading === 'service' && (
                  <li>
                    <CookieSettingsButton label={t('footer.cookieSettings')} />
                  </li>
                )}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-1 px-4 py-4 text-xs text-brand-200 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyrightNotice', { year: YEAR, brand: t('common:brand.name') })}</p>
          <p>{t('footer.tradeOnly')}</p>
        </div>
      </div>
    </footer>
  );
}
