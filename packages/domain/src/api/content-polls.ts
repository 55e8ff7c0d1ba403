import { z } from 'zod';
import { languageSchema } from './shell.ts';
import { oneLineText } from './text.ts';

/**
 * GET /api/poll/{language}/{hash} and POST /api/poll (docs/product/content.md#content-poll). A poll
 * is opened by its hash; its answers are fixed options, and `description` names the chosen option's
 * code. Each customer answers a poll once; a visitor once per browser (decision 048).
 */

export const pollHashSchema = oneLineText(64).regex(/^[A-Za-z0-9_-]{1,64}$/);

export const pollParamsSchema = z.strictObject({ language: languageSchema, hash: pollHashSchema });

export const pollResultsSchema = z.object({
  total: z.number().int().nonnegative(),
  options: z.array(z.object({ code: z.string(), votes: z.number().int().nonnegative() })),
});
export type PollResults = z.infer<typeof pollResultsSchema>;

export const pollResponseSchema = z.object({
  hash: z.string(),
  /** the language of the texts: the asked one, or en when the poll has none in it */
  language: languageSchema,
  title: z.string(),
  question: z.string(),
  options: z.array(z.object({ code: z.string(), label: z.string() })),
  /** true once this customer (or browser) answered; the results are then included */
  answered: z.boolean(),
  results: pollResultsSchema.nullable(),
});
export type PollResponse = z.infer<typeof pollResponseSchema>;

export const pollAnswerRequestSchema = z.strictObject({
  /** the chosen option's code */
  description: oneLineText(64).min(1),
  hash: pollHashSchema,
  language: languageSchema,
});
export type PollAnswerRequest = z.infer<typeof pollAnswerRequestSchema>;

export const pollAnswerResponseSchema = z.object({
  /** a thank-you sentence in the language the poll is shown in (the asked one, else en) */
  message: z.string(),
  results: pollResultsSchema,
});
export type PollAnswerResponse = z.infer<typeof pollAnswerResponseSchema>;
