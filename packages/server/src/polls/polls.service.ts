import type {
  PollAnswerRequest,
  PollAnswerResponse,
  PollResponse,
  PollResults,
} from '@shop/domain/api/content-polls.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { Customer } from '#server/auth/customer.ts';
import { parseTexts, servedLanguage, textIn } from '@shop/domain/rules/content-texts.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { countVotes, findOptions, findPoll, hasVoted, insertVote } from './polls.repository.ts';

/**
 * Polls (docs/product/content.md#content-poll; decision 048). Who answers is a voter key: the
 * account of a logged-in customer, otherwise the browser's random voter cookie; each voter answers
 * a poll once (a unique index decides between two racing answers).
 */

export function accountVoter(customer: Customer): string {
  return `account:${customer.accountId}`;
}

export function browserVoterKey(browserVoter: string): string {
  return `browser:${browserVoter}`;
}

/** The voter of a request, or null for a visitor whose browser has no voter cookie yet. */
export function voterKey(customer: Customer | null, browserVoter: string | null): string | null {
  if (customer) return accountVoter(customer);
  return browserVoter === null ? null : browserVoterKey(browserVoter);
}

/** The reply to an answer, in the language the poll was shown in. */
const THANKS: Record<Language, string> = {
  de: 'Vielen Dank für Ihre Teilnahme!',
  en: 'Thank you for taking part!',
  es: '¡Gracias por participar!',
  fr: 'Merci de votre participation !',
  it: 'Grazie per la partecipazione!',
  pl: 'Dziękujemy za udział!',
  ja: 'ご参加ありがとうございました。',
};

async function activePoll(db: DbOrTx, hash: string) {
  const poll = await findPoll(db, hash);
  if (!poll) throw notFound('No poll with this link');
  return { poll, options: await findOptions(db, poll.id) };
}

async function resultsOf(
  db: DbOrTx,
  pollId: number,
  options: { id: number; code: string }[],
): Promise<PollResults> {
  const counts = new Map(
    (await countVotes(db, pollId)).map((row) => [row.optionId, Number(row.votes)]),
  );
  const perOption = options.map((option) => ({
    code: option.code,
    votes: counts.get(option.id) ?? 0,
  }));
  return { total: perOption.reduce((sum, option) => sum + option.votes, 0), options: perOption };
}

export async function loadPoll(
  db: DbOrTx,
  hash: string,
  language: Language,
  voter: string | null,
): Promise<PollResponse> {
  const { poll, options } = await activePoll(db, hash);
  const questions = parseTexts(poll.questions);
  const served = servedLanguage(Object.keys(questions), language);
  const answered = voter !== null && (await hasVoted(db, poll.id, voter));
  return {
    hash: poll.hash,
    language: served,
    title: textIn(parseTexts(poll.titles), served),
    question: textIn(questions, served),
    options: options.map((option) => ({
      code: option.code,
      label: textIn(parseTexts(option.labels), served, option.code),
    })),
    answered,
    results: answered ? await resultsOf(db, poll.id, options) : null,
  };
}

/** Stores one answer: 404 for an unknown poll, 400 for an unknown option, 409 for a second. */
export async function answerPoll(
  db: DbOrTx,
  customer: Customer | null,
  voter: string,
  input: PollAnswerRequest,
  now: Date = new Date(),
): Promise<PollAnswerResponse> {
  const { poll, options } = await activePoll(db, input.hash);
  const option = options.find((candidate) => candidate.code === input.description);
  if (!option) throw new AppError(400, 'UNKNOWN_ANSWER', 'This poll has no such answer');
  const alreadyAnswered = () =>
    new AppError(409, 'ALREADY_ANSWERED', 'This poll has already been answered');
  if (await hasVoted(db, poll.id, voter)) throw alreadyAnswered();
  try {
    await insertVote(db, {
      pollId: poll.id,
      optionId: option.id,
      voter,
      accountId: customer?.accountId ?? null,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAnswered();
    throw error;
  }
  return {
    message: THANKS[servedLanguage(Object.keys(parseTexts(poll.questions)), input.language)],
    results: await resultsOf(db, poll.id, options),
  };
}
