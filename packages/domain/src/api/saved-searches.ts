import { z } from 'zod';
import { oneLineText } from './text.ts';
import { decodeSearchParams } from '../rules/search-url.ts';

/**
 * The contract of saved searches (docs/product/catalog.md#cat-saved-searches), apart from the
 * article's: a list page needs these without building that (decision 076).
 */

export const savedSearchNameSchema = oneLineText(80).min(1);

/** A search URL segment, valid by the domain decoder. */
export const savedSearchStringSchema = oneLineText(2000);

export const saveUserSearchRequestSchema = z.strictObject({
  search: z.strictObject({ name: savedSearchNameSchema, search: savedSearchStringSchema }),
  customerNumber: oneLineText(40).min(1),
});
export type SaveUserSearchRequest = z.input<typeof saveUserSearchRequestSchema>;

export const deleteUserSearchRequestSchema = z.strictObject({
  searchName: savedSearchNameSchema,
  customerNumber: oneLineText(40).min(1),
});
export type DeleteUserSearchRequest = z.input<typeof deleteUserSearchRequestSchema>;

export const savedSearchSchema = z.object({ name: z.string(), search: z.string() });
export const savedSearchesAnswerSchema = z.array(savedSearchSchema);
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

/**
 * A saved search is what follows /show/ in the URL: the search URL segment, optionally
 * followed by '/' and the free search text, so a text search can be saved too.
 */
export function splitSavedSearch(search: string): { searchParams: string; term: string } {
  const slash = search.indexOf('/');
  if (slash === -1) return { searchParams: search, term: '' };
  return { searchParams: search.slice(0, slash), term: search.slice(slash + 1).trim() };
}

/** The saved-search string of a selection (the inverse of splitSavedSearch). */
export function joinSavedSearch(searchParams: string, term: string): string {
  const text = term.trim();
  return text === '' ? searchParams : `${searchParams}/${text}`;
}

/** Whether a search string decodes (the server answers 400 INVALID_SEARCH otherwise). */
export function isValidSearchString(search: string): boolean {
  return decodeSearchParams(splitSavedSearch(search).searchParams).ok;
}
