import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Suggestion } from '@shop/domain/api/search.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { routeSearchText } from '#web/shared/routing/route-search-text.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { FolderIcon, SearchIcon } from '#web/shared/ui/icons.tsx';
import {
  useSuggestions,
  wantsSuggestions,
} from '#web/features/catalog/suggestions/get-suggestions.ts';
import { useBufferedValue } from '#web/features/catalog/suggestions/use-buffered-value.ts';

/** A suggestion list hides this long after the field loses focus, so a click on it still lands. */
const BLUR_HIDE_MS = 200;

/**
 * Where a suggestion leads: an article to its page, a category to its listing, a product type to
 * the list filtered by it (ids as hex, as listing paths carry them), a word to the search for it.
 */
function suggestionHref(shell: ShellParams, suggestion: Suggestion): string {
  if (suggestion.type === 'article' && suggestion.articleNumber !== undefined) {
    return paths.product.href(shell, suggestion.articleNumber);
  }
  if ((suggestion.type === 'category' || suggestion.type === 'productType') && suggestion.id) {
    return paths.listing.href(shell, suggestion.type, suggestion.id.toString(16));
  }
  return paths.search.href(shell, suggestion.name);
}

/** The small label beside a suggestion: what kind of name it is, a category's parent. */
function kindLabel(suggestion: Suggestion, t: TFunction<'shell'>): string | undefined {
  switch (suggestion.type) {
    case 'category':
      return [t('search.kind.category'), suggestion.categorization].filter(Boolean).join(' · ');
    case 'productType':
      return t('search.kind.productType');
    case 'completion':
      return suggestion.categorization === 'producer' || suggestion.categorization === 'theme'
        ? t(`search.kind.${suggestion.categorization}`)
        : suggestion.categorization;
    default:
      return undefined;
  }
}

/**
 * The header search: a term goes to /search/{term}. Under the field, suggestions of the words
 * typed (POST /api/search, spec 2 sections 3, 5 and 9): type-ahead with the 1.75-second buffer,
 * at most 10 entries, articles with their image; arrow keys move through them, Enter opens the
 * chosen one, Escape closes the list, and leaving the field hides it after 200 ms.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // the field shows the search of the page it is on: a new page replaces what was typed
  const [term, setTerm] = useState(() => routeSearchText(pathname));
  const [termOf, setTermOf] = useState(pathname);
  if (termOf !== pathname) {
    setTermOf(pathname);
    setTerm(routeSearchText(pathname));
  }
  const [open, setOpen] = useState(false);
  // the chosen entry belongs to one list: a new list starts without one
  const [choice, setChoice] = useState<{ list: unknown; index: number }>({
    list: undefined,
    index: -1,
  });
  const input = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const buffered = useBufferedValue(term);
  const query = useSuggestions(shell.language, buffered);
  const suggestions = wantsSuggestions(term) ? (query.data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const active = choice.list === query.data ? choice.index : -1;
  const setActive = (index: number) => setChoice({ list: query.data, index });

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen !== undefined) {
      go(suggestionHref(shell, chosen));
      return;
    }
    const trimmed = term.trim();
    if (trimmed === '') {
      input.current?.focus();
      return;
    }
    go(paths.search.href(shell, trimmed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // an open list closes and the typed text stays (the browser clears a search field on
      // Escape); a second Escape clears it (WAI-ARIA combobox pattern)
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (suggestions.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // past either end the focus returns to the typed text (-1)
    const next = active + step;
    setActive(next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next);
  }

  const optionId = (index: number) => `shop-search-option-${index}`;

  return (
    <form role="search" onSubmit={submit} className={`relative flex w-full ${className}`}>
      <label htmlFor="shop-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="shop-search"
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls="shop-search-suggestions"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        maxLength={200}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => setOpen(false), BLUR_HIDE_MS);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:ring-3 focus-visible:ring-focus focus-visible:outline-none focus-visible:ring-inset"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-2 rounded-r-md bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
      </button>
      <ul
        id="shop-search-suggestions"
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}-${suggestion.articleNumber ?? suggestion.name}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // the input keeps the focus; mousedown would blur it before the click
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestionHref(shell, suggestion))}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
          >
            {suggestion.type === 'article' ? (
              <>
                <img
                  src={suggestion.image}
                  alt=""
                  className="size-10 shrink-0 rounded bg-gray-50 object-contain"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium">{suggestion.name}</span>
                  <span className="block text-xs text-gray-600 tabular-nums">
                    {suggestion.articleNumber}
                    {suggestion.categorization !== undefined && ` · ${suggestion.categorization}`}
                  </span>
                </span>
              </>
            ) : (
              <>
                {suggestion.type === 'category' || suggestion.type === 'productType' ? (
                  <FolderIcon className="size-4 shrink-0 text-brand-600" />
                ) : (
                  <SearchIcon className="size-4 shrink-0 text-gray-400" />
                )}
                <span
                  className={`min-w-0 flex-1 truncate ${suggestion.type === 'category' || suggestion.type === 'productType' ? 'font-medium' : ''}`}
                >
                  {suggestion.type === 'suggest'
                    ? t('search.didYouMean', { term: suggestion.name })
                    : suggestion.name}
                </span>
                {kindLabel(suggestion, t) !== undefined && (
                  <span className="shrink-0 text-xs text-gray-500">{kindLabel(suggestion, t)}</span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  );
}
