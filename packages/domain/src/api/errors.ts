import { z } from 'zod';

/** The one error shape of every 4xx and 5xx answer (docs/architecture.md). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
