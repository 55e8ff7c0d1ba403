import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { newsletterLinkRefusalDetailsSchema } from '@shop/domain/api/newsletter.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import {
  usePostedNewsletterLink,
  type NewsletterLinkUse,
} from '#web/features/newsletter/api/post-newsletter-link.ts';

/**
 * The pages the newsletter mails link to (docs/product/newsletters.md#nl-links, decision 051): the
 * link's signed data is posted once when the page opens. 405 is a link that is not (or no longer)
 * valid, 406 one that was already used, named with its address. No login needed.
 */
export function NewsletterLinkPage({ use }: { use: NewsletterLinkUse }) {
  const { t } = useTranslation('newsletter');
  const data = useParams().newsletterData ?? '';
  useDocumentTitle(
    t(`link.${use}.title`),
    describedAs(use === 'unsubscribe' ? 'newsletterUnsubscribe' : 'newsletterValidate'),
  );
  const answer = usePostedNewsletterLink(use, data);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t(`link.${use}.title`)}</h1>
      <div className="mt-6" aria-live="polite">
        {answer.isPending ? (
          <Spinner label={t('link.working')} />
        ) : answer.isError ? (
          <Refusal use={use} error={answer.error} />
        ) : (
          <Notice tone="success" title={t(`link.${use}.done`)}>
            {t(`link.${use}.doneText`, { email: answer.data.email })}
          </Notice>
        )}
      </div>
      <Onward />
    </div>
  );
}

function Refusal({ use, error }: { use: NewsletterLinkUse; error: unknown }) {
  const { t } = useTranslation('newsletter');
  const general = useErrorMessage();
  if (isApiError(error) && error.status === 406) {
    const details = newsletterLinkRefusalDetailsSchema.safeParse(error.details);
    const email = details.success ? details.data.email : '';
    return (
      <Notice tone="info" title={t(`link.${use}.already`)}>
        {t(`link.${use}.alreadyText`, { email })}
      </Notice>
    );
  }
  if (isApiError(error) && error.status === 405)
    return (
      <Notice tone="error" title={t('link.invalid')}>
        {t(`link.${use}.invalidText`)}
      </Notice>
    );
  return (
    <Notice tone="error" title={t('link.failed')}>
      {general(error)}
    </Notice>
  );
}

function Onward() {
  const { t } = useTranslation('newsletter');
  const shell = useShellParams();
  return (
    <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <Link
        to={paths.accountNewsletter.href(shell)}
        className="font-medium text-brand-800 underline"
      >
        {t('link.toOptions')}
      </Link>
      <Link to={paths.start.href(shell)} className="font-medium text-brand-800 underline">
        {t('link.toStart')}
      </Link>
    </p>
  );
}
