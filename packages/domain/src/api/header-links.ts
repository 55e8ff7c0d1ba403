import { z } from 'zod';

/**
 * GET /api/header-links: where the header's vacancies entry leads, as the operator's content
 * settings say: an external https address, or null for the shop's own vacancies pages. A module
 * of its own: the desktop header reads it on every first page, and a contract module builds all
 * its schemas when it is imported (decision 076).
 */
export const headerLinksResponseSchema = z.object({ vacanciesUrl: z.string().nullable() });
export type HeaderLinksResponse = z.infer<typeof headerLinksResponseSchema>;
