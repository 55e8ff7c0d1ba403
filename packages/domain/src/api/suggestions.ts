import { z } from 'zod';
import { oneLineText } from './text.ts';
import { languageSchema } from './shell.ts';

/**
 * Contracts of the header search's suggestions (docs/product/catalog.md#cat-suggestions). Apart
 * from the article search's contracts (search.ts) because every page loads these right after its
 * first render, and building the search's schemas with them cost each page as much again (decision
 * 065).
 */

/** Suggestions: free text must be under 100 characters, lists hold at most 10 entries. */
export const MAX_SUGGESTION_TEXT_LENGTH = 99;
export const MAX_SUGGESTIONS = 10;

export const suggestionRequestSchema = z.strictObject({
  language: languageSchema,
  value: oneLineText(MAX_SUGGESTION_TEXT_LENGTH).min(1),
});
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

/**
 * Suggestion types: the spec's completion (a producer or theme name, searched for), article and
 * suggest (did-you-mean), and the groups a word names (docs/decisions/026-suggestions-and-demo-pictures.md):
 * a category (leads to its listing) and a product type (leads to the list filtered by it), both
 * with `id`; a category's `categorization` is its parent category's name.
 */
export const SUGGESTION_TYPES = [
  'category',
  'productType',
  'completion',
  'article',
  'suggest',
] as const;

export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  name: z.string(),
  /** The category or product type id of a group suggestion. */
  id: z.number().int().optional(),
  categorization: z.string().optional(),
  articleNumber: z.string().optional(),
  barcode: z.string().optional(),
  baseNumber: z.string().optional(),
  image: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionResponseSchema = z.object({
  suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS),
});
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;
