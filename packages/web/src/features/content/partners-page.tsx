import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { ExternalLink } from '#web/shared/ui/external-link.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { usePartners } from '#web/features/content/api/get-partners.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';

/**
 * /partner (docs/product/content.md#content-partners): the shop's partners with logo, name in the
 * language and link.
 */
export function PartnersPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const partners = usePartners();
  useDocumentTitle(t('page.partner'), (tc) => contentDescription(tc, t('page.partner')));

  if (partners.isPending) return <ContentLoading />;
  if (partners.isError) {
    return <ContentError error={partners.error} onRetry={() => void partners.refetch()} />;
  }
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('page.partner')}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">{t('partners.intro')}</p>
      {partners.data.partners.length === 0 ? (
        <p className="mt-6 text-gray-700">{t('partners.empty')}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {partners.data.partners.map((partner) => {
            const name = partner.names[shell.language];
            return (
              <li
                key={partner.code}
                className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white p-5 text-center shadow-xs"
              >
                {partner.logo !== null && (
                  <img
                    src={partner.logo.src}
                    width={partner.logo.width}
                    height={partner.logo.height}
                    alt=""
                    loading="lazy"
                    className="h-20 w-auto max-w-full object-contain"
                  />
                )}
                <ExternalLink
                  href={partner.url}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {name}
                </ExternalLink>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
