import { z } from 'zod';

/** The answer of a call that only confirms it was done. */
export const okSchema = z.object({ success: z.literal(true) });
