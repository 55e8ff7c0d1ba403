import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useParams } from 'react-router';
import type { PollResponse, PollResults } from '@shop/domain/api/content-polls.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDocumentTitle } from '#web/shared/ui/use-document-title.ts';
import { describedAs } from '#web/shared/seo/page-description.ts';
import { useAnswerPoll } from '#web/features/content/api/answer-poll.ts';
import { usePoll } from '#web/features/content/api/get-poll.ts';
import { ContentError, ContentLoading } from '#web/features/content/content-states.tsx';

/**
 * /poll/{hash} (docs/product/content.md#content-poll): the question, one answer per voter, then the
 * results.
 */
export function PollPage() {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const { hash = '' } = useParams();
  const poll = usePoll(shell.language, hash);
  useDocumentTitle(poll.data?.title ?? t('page.poll'), describedAs('poll'));

  if (poll.isPending) return <ContentLoading />;
  if (poll.isError) {
    if (isApiError(poll.error) && poll.error.status === 404) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('page.poll')}</h1>
          <p className="mt-4 text-gray-700">{t('poll.unknown')}</p>
        </div>
      );
    }
    return <ContentError error={poll.error} onRetry={() => void poll.refetch()} />;
  }
  return (
    <div lang={poll.data.language} className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{poll.data.title}</h1>
      <div className="mt-6 rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-6">
        {poll.data.answered && poll.data.results !== null ? (
          <PollResultList poll={poll.data} results={poll.data.results} />
        ) : (
          <PollForm poll={poll.data} />
        )}
      </div>
    </div>
  );
}

function PollForm({ poll }: { poll: PollResponse }) {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const answer = useAnswerPoll();
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === null) return setMissing(true);
        answer.mutate({ description: choice, hash: poll.hash, language: shell.language });
      }}
    >
      <fieldset aria-describedby={missing ? 'poll-missing' : undefined}>
        <legend className="text-lg font-semibold text-gray-900">{poll.question}</legend>
        <div className="mt-4 space-y-3">
          {poll.options.map((option) => (
            <label key={option.code} className="flex items-center gap-3 text-gray-800">
              <input
                type="radio"
                name="poll-answer"
                value={option.code}
                checked={choice === option.code}
                onChange={() => {
                  setChoice(option.code);
                  setMissing(false);
                }}
                className="size-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id="poll-missing" className="mt-3 text-sm text-danger-700">
          {t('poll.choose')}
        </p>
      )}
      {answer.isError && (
        <Notice tone="error" className="mt-4">
          {t('poll.error')}
        </Notice>
      )}
      <button
        type="submit"
        disabled={answer.isPending}
        className={buttonClasses('primary', 'mt-6')}
      >
        {t('poll.submit')}
      </button>
    </form>
  );
}

function PollResultList({ poll, results }: { poll: PollResponse; results: PollResults }) {
  const { t } = useTranslation('content');
  const votesOf = new Map(results.options.map((option) => [option.code, option.votes]));
  return (
    <section aria-labelledby="poll-results">
      <p className="text-gray-700">{poll.question}</p>
      <h2 id="poll-results" className="mt-2 text-lg font-semibold text-gray-900">
        {t('poll.results', { count: results.total })}
      </h2>
      <ul className="mt-4 space-y-4">
        {poll.options.map((option) => {
          const votes = votesOf.get(option.code) ?? 0;
          const percent = results.total === 0 ? 0 : Math.round((votes / results.total) * 100);
          return (
            <li key={option.code}>
              <div className="flex justify-between gap-4 text-sm text-gray-800">
                <span>{option.label}</span>
                <span className="tabular-nums">{t('poll.share', { percent, count: votes })}</span>
              </div>
              <div className="mt-1 h-2.5 rounded-full bg-gray-100" aria-hidden="true">
                <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-sm text-gray-600" role="status">
        {t('poll.thanks')}
      </p>
    </section>
  );
}
