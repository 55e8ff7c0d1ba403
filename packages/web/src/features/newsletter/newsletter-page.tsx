import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { SanitizedHtml } from '#web/shared/ui/sanitized-html.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { LoadFailed } from '#web/shared/ui/list-states.tsx';
import { useNewsletter } from '#web/features/newsletter/api/get-newsletter.ts';
import { formatNewsletterDate } from './newsletter-date.ts';

/**
 * /account/newsletter/{id} (docs/product/newsletters.md#nl-archive): one newsletter of the archive,
 * its HTML as the server sanitised it (decision 051), and the list of the articles it presents.
 */
export function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  const shell = useShellParams();
  const id = useParams().id ?? '';
  const newsletter = useNewsletter(id);
  useDocumentTitle(newsletter.data?.title ?? t('archive.title'), describedAs('newsletterIssue'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to={paths.accountNewsletterArchive.href(shell)}
        className="text-sm font-medium text-brand-800 underline"
      >
        {t('issue.back')}
      </Link>
      {newsletter.isPending ? (
        <Spinner label={t('issue.loading')} />
      ) : newsletter.isError ? (
        <div className="mt-4">
          <LoadFailed
            title={t('issue.loadError')}
            error={newsletter.error}
            onRetry={() => void newsletter.refetch()}
          />
        </div>
      ) : (
        <article className="mt-4">
          <p className="text-sm text-gray-600">
            {formatNewsletterDate(newsletter.data.publishedAt, shell.language)}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900">
            {newsletter.data.title}
          </h1>
          <p className="mt-2 text-lg text-gray-700">{newsletter.data.teaser}</p>
          {newsletter.data.articleNumbers.length > 0 && (
            <Link
              to={paths.newsletterArticles.href(
                shell,
                String(newsletter.data.id),
                newsletter.data.articleNumbers.join(';'),
              )}
              className={buttonClasses('primary', 'mt-4')}
            >
              {t('issue.articles', { count: newsletter.data.articleNumbers.length })}
            </Link>
          )}
          <SanitizedHtml
            html={newsletter.data.bodyHtml}
            className="newsletter-body mt-6 space-y-3 text-gray-800 [&_a]:text-brand-800 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_ul]:list-disc"
          />
        </article>
      )}
    </div>
  );
}
