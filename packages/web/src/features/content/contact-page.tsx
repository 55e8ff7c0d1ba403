import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ContactPage as ContactPageName } from '@shop/domain/api/content-contact.ts';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { ContactForm } from '#web/features/content/contact-form.tsx';
import { ContactMap } from '#web/features/content/contact-map.tsx';

const TITLE_KEY = { contact: 'page.contact', storesupport: 'page.storeSupport' } as const;
const INTRO_KEY = { contact: 'contact.intro', storesupport: 'contact.storeSupportIntro' } as const;

/**
 * /contact and /storesupport (docs/product/content.md#content-contact): the form with the question
 * types of the page; the contact page shows the map of the shop's location beside it.
 */
export function ContactPage({ page }: { page: ContactPageName }) {
  const { t } = useTranslation('content');
  useDocumentTitle(t(TITLE_KEY[page]), (tc) => contentDescription(tc, t(TITLE_KEY[page])));
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t(TITLE_KEY[page])}</h1>
      <p className="mt-2 max-w-2xl text-gray-700">{t(INTRO_KEY[page])}</p>
      <div
        className={`mt-8 grid gap-8 ${page === 'contact' ? 'lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'max-w-3xl'}`}
      >
        <section className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-6">
          <ContactForm page={page} />
        </section>
        {page === 'contact' && (
          <aside>
            <ContactMap />
          </aside>
        )}
      </div>
    </div>
  );
}
