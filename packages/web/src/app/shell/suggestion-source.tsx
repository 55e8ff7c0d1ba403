import { useEffect } from 'react';
import type { Suggestion } from '@shop/domain/api/suggestions.ts';
import type { Language } from '@shop/domain/shops.ts';
import {
  useSuggestions,
  wantsSuggestions,
} from '#web/features/catalog/suggestions/get-suggestions.ts';
import { useBufferedValue } from '#web/features/catalog/suggestions/use-buffered-value.ts';

const NONE: Suggestion[] = [];

interface SuggestionSourceProps {
  language: Language;
  /** the text in the field, as typed */
  term: string;
  /** the list to show for it; the same array until a new answer arrives */
  onSuggestions: (suggestions: Suggestion[]) => void;
}

/**
 * Asks for the suggestions of the header search (POST /api/search, with the 1.75-second
 * type-ahead buffer) and hands them to the search box. A component of its own so the query and
 * its contract load after the first render, not with the first page (decision 030).
 */
export function SuggestionSource({ language, term, onSuggestions }: SuggestionSourceProps) {
  const buffered = useBufferedValue(term);
  const query = useSuggestions(language, buffered);
  const suggestions = wantsSuggestions(term) ? (query.data ?? NONE) : NONE;
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);
  return null;
}
