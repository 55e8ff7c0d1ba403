import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { SessionUser } from '@shop/domain/api/session.ts';
import { newsletterLanguage } from '@shop/domain/rules/newsletter-types.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { EmptyList, LoadFailed } from '#web/shared/ui/list-states.tsx';
import { useNewsletterEmails } from '#web/features/newsletter/api/get-newsletter-emails.ts';
import { useSaveNewsletterEmail } from '#web/features/newsletter/api/save-newsletter-email.ts';
import { useSendValidationMail } from '#web/features/newsletter/api/send-validation-mail.ts';
import { NewsletterEmailCard } from './newsletter-email-card.tsx';
import { NewsletterEmailForm } from './newsletter-email-form.tsx';
import { useNewsletterError } from './newsletter-error.ts';

/**
 * /account/newsletter-options (docs/product/newsletters.md#nl-addresses,
 * docs/decisions/051-newsletters.md): the caller's newsletter addresses with their categories,
 * language and state, a form to add one. Newsletters go only to an active address confirmed through
 * its mailed link.
 */
export function NewsletterOptionsPage() {
  const { t } = useTranslation('newsletter');
  const shell = useShellParams();
  const { user } = useSession();
  const list = useNewsletterEmails(user?.customerNumber ?? '');
  useDocumentTitle(t('options.title'), describedAs('newsletterOptions'));
  if (user === null) return null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('options.title')}</h1>
      <p className="mt-2 text-gray-700">{t('options.intro')}</p>
      <p className="mt-1 text-sm">
        <Link
          to={paths.accountNewsletterArchive.href(shell)}
          className="font-medium text-brand-800 underline"
        >
          {t('options.toArchive')}
        </Link>
      </p>
      <section aria-labelledby="newsletter-addresses" className="mt-8">
        <h2 id="newsletter-addresses" className="text-lg font-semibold text-gray-900">
          {t('options.addresses')}
        </h2>
        <div className="mt-3">
          {list.isPending ? (
            <Spinner label={t('options.loading')} />
          ) : list.isError ? (
            <LoadFailed
              title={t('options.loadError')}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.emails.length === 0 ? (
            <EmptyList>{t('options.empty')}</EmptyList>
          ) : (
            <ul className="space-y-3">
              {list.data.emails.map((entry) => (
                <NewsletterEmailCard key={entry.id} entry={entry} user={user} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <AddEmail user={user} />
    </div>
  );
}

function AddEmail({ user }: { user: SessionUser }) {
  const { t } = useTranslation('newsletter');
  const { language } = useShellParams();
  const errorText = useNewsletterError();
  const save = useSaveNewsletterEmail(user.customerNumber);
  // double opt-in: a new address is mailed its confirmation link at once
  const validation = useSendValidationMail();
  // a new key empties the form after an address was added
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="newsletter-add"
      className="mt-8 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="newsletter-add" className="text-lg font-semibold text-gray-900">
        {t('options.add')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-700">{t('options.addHint')}</p>
      <NewsletterEmailForm
        key={formKey}
        initial={{ email: '', types: [], language: newsletterLanguage(language) }}
        submitLabel={t('action.add')}
        pending={save.isPending}
        onSubmit={(draft) =>
          save.mutate(
            { ...draft, active: true, customerNumber: user.customerNumber, shop: user.shop },
            {
              onSuccess: (entry) => {
                setAdded(entry.email);
                setFormKey((key) => key + 1);
                validation.mutate({ id: entry.id, language, mail: entry.email });
              },
              onError: () => setAdded(null),
            },
          )
        }
      >
        {added !== null && validation.isSuccess && (
          <Notice tone="success">{t('addSuccess', { email: added })}</Notice>
        )}
        {added !== null && validation.isError && (
          <Notice tone="warning" title={t('validationError')}>
            {errorText(validation.error)}
          </Notice>
        )}
        {save.isError && (
          <Notice tone="error" title={t('addError')}>
            {errorText(save.error)}
          </Notice>
        )}
      </NewsletterEmailForm>
    </section>
  );
}
