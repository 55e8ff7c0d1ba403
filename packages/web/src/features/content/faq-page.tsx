import { useEffect, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import type { FaqGroup } from '@shop/domain/api/content.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { SanitizedHtml } from '#web/shared/ui/sanitized-html.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { contentDescription } from '#web/shared/seo/page-description.ts';
import { useFaq } from '#web/features/content/api/faq-query.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';

/** The group code a URL hash names (#shipping → shipping), or null. */
export function groupOfHash(hash: string): string | null {
  const code = decodeURIComponent(hash.replace(/^#/, ''));
  return code === '' ? null : code;
}

/**
 * /faq (docs/product/content.md#content-faq): the FAQ groups, each opening and closing with its
 * button. The open group last opened is in the URL hash (#code), so the address links to it.
 */
export function FaqPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const faq = useFaq(shell.language);
  const location = useLocation();
  const navigate = useNavigate();
  const linked = groupOfHash(location.hash);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  // the group the hash names is open too, so a link to /faq#code opens it
  const open = linked === null ? opened : new Set([...opened, linked]);
  useDocumentTitle(t('page.faq'), (tc) => contentDescription(tc, t('page.faq')));

  // a linked group is brought into view once the groups are shown
  const loaded = faq.data !== undefined;
  useEffect(() => {
    if (linked !== null && loaded) {
      document.getElementById(`faq-${linked}`)?.scrollIntoView?.({ block: 'start' });
    }
  }, [linked, loaded]);

  function toggle(code: string) {
    const opening = !open.has(code);
    const next = new Set(open);
    if (opening) next.add(code);
    else next.delete(code);
    setOpened(next);
    if (opening) {
      void navigate(
        { hash: `#${encodeURIComponent(code)}` },
        { replace: true, preventScrollReset: true },
      );
    } else if (code === linked) {
      void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
    }
  }

  if (faq.isPending) return <ContentLoading />;
  if (faq.isError) return <ContentError error={faq.error} onRetry={() => void faq.refetch()} />;
  return (
    <div lang={faq.data.language} className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('page.faq')}</h1>
      <p className="mt-2 text-gray-700">{t('faq.intro')}</p>
      {faq.data.groups.length === 0 ? (
        <p className="mt-6 text-gray-700">{t('faq.empty')}</p>
      ) : (
        <div className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {faq.data.groups.map((group) => (
            <FaqGroupSection
              key={group.code}
              group={group}
              open={open.has(group.code)}
              onToggle={() => toggle(group.code)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface FaqGroupSectionProps {
  group: FaqGroup;
  open: boolean;
  onToggle: () => void;
}

function FaqGroupSection({ group, open, onToggle }: FaqGroupSectionProps) {
  const panelId = `faq-panel-${group.code}`;
  return (
    <section id={`faq-${group.code}`} className="scroll-mt-40">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-lg font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none focus-visible:ring-inset sm:px-6"
        >
          <span>{group.title}</span>
          <span
            aria-hidden="true"
            className={`shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-4 pb-6 sm:px-6">
        <dl className="space-y-6">
          {group.questions.map((question) => (
            <div key={question.id}>
              <dt className="font-semibold text-gray-900">{question.question}</dt>
              <dd className="mt-2">
                <SanitizedHtml html={question.answerHtml} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
