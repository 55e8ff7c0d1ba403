import { replace, type RouteObject } from 'react-router';
import type { ContentPageName } from '@shop/domain/api/content.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { authDialogs } from '#web/shared/session/auth-dialogs.ts';
import { config } from '#web/shared/config.ts';
import type { NewsletterLinkUse } from '#web/features/newsletter/api/post-newsletter-link.ts';
import { loginOnly, lazyPage } from './route-helpers.tsx';
import { openDialog, redirectTo, type QueryClientOf } from './route-loaders.ts';
import {
  contactLoader,
  contentPageLoader,
  partnersLoader,
  pollLoader,
  vacanciesLoader,
  vacancyLoader,
} from './content-loaders.ts';

/** A legal or information page answered by GET /api/content/{page}/{language} (decision 048). */
function contentPage(clientOf: QueryClientOf, path: string, page: ContentPageName): RouteObject {
  return {
    path,
    loader: contentPageLoader(clientOf, page),
    ...lazyPage(async () => {
      const { ContentPage } = await import('#web/features/content/content-page.tsx');
      return <ContentPage page={page} />;
    }),
  };
}

/** The pages the newsletter mails link to (docs/decisions/051-newsletters.md). */
function newsletterLink(path: string, use: NewsletterLinkUse): RouteObject {
  return {
    path,
    ...lazyPage(async () => {
      const { NewsletterLinkPage } =
        await import('#web/features/newsletter/newsletter-link-page.tsx');
      return <NewsletterLinkPage use={use} />;
    }),
  };
}

/**
 * Content routes (docs/product/content.md#content-routes; competition:
 * docs/product/content.md#content-competition).
 */
export function contentRoutes(clientOf: QueryClientOf): RouteObject[] {
  return [
    {
      path: paths.partner.pattern,
      loader: partnersLoader(clientOf),
      ...lazyPage(async () => {
        const { PartnersPage } = await import('#web/features/content/partners-page.tsx');
        return <PartnersPage />;
      }),
    },
    {
      path: paths.contact.pattern,
      loader: contactLoader(clientOf),
      ...lazyPage(async () => {
        const { ContactPage } = await import('#web/features/content/contact-page.tsx');
        return <ContactPage page="contact" />;
      }),
    },
    {
      path: paths.storeSupport.pattern,
      ...lazyPage(async () => {
        const { ContactPage } = await import('#web/features/content/contact-page.tsx');
        return loginOnly(<ContactPage page="storesupport" />);
      }),
    },
    { path: paths.shipping.pattern, loader: redirectTo(paths.accountShipping.href) },
    { path: paths.shippingNew.pattern, loader: redirectTo(paths.accountShipping.href) },
    contentPage(clientOf, paths.imprint.pattern, 'impressum'),
    contentPage(clientOf, paths.copyright.pattern, 'copyright'),
    contentPage(clientOf, paths.terms.pattern, 'agb'),
    contentPage(clientOf, paths.termsAlias.pattern, 'agbs'),
    contentPage(clientOf, paths.privacy.pattern, 'privacy-policy'),
    contentPage(clientOf, paths.freightSurcharge.pattern, 'freight-surcharge'),
    newsletterLink(paths.newsletterUnsubscribe.pattern, 'unsubscribe'),
    newsletterLink(paths.newsletterValidation.pattern, 'validate'),
    {
      path: paths.analyticsOptOut.pattern,
      ...lazyPage(async () => {
        const { AnalyticsOptOutPage } =
          await import('#web/features/content/analytics-opt-out-page.tsx');
        return <AnalyticsOptOutPage />;
      }),
    },
    {
      path: paths.faq.pattern,
      ...lazyPage(async () => {
        const { FaqPage } = await import('#web/features/content/faq-page.tsx');
        return <FaqPage />;
      }),
    },
    {
      path: paths.poll.pattern,
      loader: pollLoader(clientOf),
      ...lazyPage(async () => {
        const { PollPage } = await import('#web/features/content/poll-page.tsx');
        return <PollPage />;
      }),
    },
    contentPage(clientOf, paths.payment.pattern, 'payment'),
    { path: paths.explore.pattern, loader: () => replace(config.externalLinks.explore) },
    { path: paths.register.pattern, loader: openDialog(authDialogs.openRegistration) },
    {
      path: paths.oldShop.pattern,
      loader: contentPageLoader(clientOf, 'oldShop'),
      ...lazyPage(async () => {
        const { OldShopPage } = await import('#web/features/content/old-shop-page.tsx');
        return <OldShopPage />;
      }),
    },
    contentPage(clientOf, paths.competition.pattern, 'competition'),
  ];
}

/**
 * The vacancies overview and one vacancy (docs/product/content.md#content-vacancies; decision 057).
 */
export function vacancyRoutes(clientOf: QueryClientOf): RouteObject[] {
  return [
    {
      path: paths.vacancies.pattern,
      loader: vacanciesLoader(clientOf),
      ...lazyPage(async () => {
        const { VacanciesPage } = await import('#web/features/content/vacancies-page.tsx');
        return <VacanciesPage />;
      }),
    },
    {
      path: paths.vacancy.pattern,
      loader: vacancyLoader(clientOf),
      ...lazyPage(async () => {
        const { VacancyPage } = await import('#web/features/content/vacancy-page.tsx');
        return <VacancyPage />;
      }),
    },
  ];
}

/** Auth routes: portal login, forgot password, password recovery. */
export function authRoutes(): RouteObject[] {
  return [
    {
      path: paths.portalLogin.pattern,
      ...lazyPage(async () => {
        const { PortalLoginPage } = await import('#web/features/auth/portal-login-page.tsx');
        return <PortalLoginPage />;
      }),
    },
    { path: paths.forgotPassword.pattern, loader: openDialog(authDialogs.openForgotPassword) },
    {
      path: paths.passwordRecovery.pattern,
      ...lazyPage(async () => {
        const { PasswordRecoveryPage } =
          await import('#web/features/auth/password-recovery-page.tsx');
        return <PasswordRecoveryPage />;
      }),
    },
  ];
}
