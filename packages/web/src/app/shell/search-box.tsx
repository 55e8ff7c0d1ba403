import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import type { Suggestion } from '@shop/domain/api/suggestions.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { routeSearchText } from '#web/shared/routing/route-search-text.ts';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { SearchIcon } from '#web/shared/ui/icons.tsx';
import { loadOnce } from '#web/app/shell/deferred.ts';
import {
  SUGGESTIONS_ID,
  SuggestionList,
  optionId,
  suggestionHref,
} from '#web/app/shell/search-suggestions.tsx';

/** A suggestion list hides this long after the field loses focus, so a click on it still lands. */
const BLUR_HIDE_MS = 200;

// The suggestions' query and contract are a chunk of their own (decision 030), requested when
// the user turns to the field (a pointer over it, focus, typing), not with every first page: a
// search page's field holds its term and asked for its suggestions before the page had painted
// (decision 068). The 1.75-second type-ahead buffer leaves the chunk time to arrive.
const loadSource = loadOnce(() => import('#web/app/shell/suggestion-source.tsx'));
const SuggestionSource = lazy(async () => ({ default: (await loadSource()).SuggestionSource }));

/** The field shows the search of the page it is on: a new page replaces what was typed. */
function useTermOfPage(pathname: string): [string, (term: string) => void] {
  const [term, setTerm] = useState(() => routeSearchText(pathname));
  const [termOf, setTermOf] = useState(pathname);
  if (termOf !== pathname) {
    setTermOf(pathname);
    setTerm(routeSearchText(pathname));
  }
  return [term, setTerm];
}

/** The chosen entry belongs to one list: a new list starts without one. */
function useChoice(suggestions: Suggestion[]): [number, (index: number) => void] {
  const [choice, setChoice] = useState<{ list: unknown; index: number }>({
    list: undefined,
    index: -1,
  });
  const active = choice.list === suggestions ? choice.index : -1;
  return [active, (index) => setChoice({ list: suggestions, index })];
}

/**
 * The list shows while the field has the focus; leaving it hides the list after 200 ms. The
 * suggestions are asked for once the user has turned to the field (`engaged`).
 */
function useOpenWhileFocused() {
  const [open, setOpen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  const engage = () => {
    loadSource().catch(() => undefined);
    setEngaged(true);
  };
  const focusHandlers = {
    onPointerEnter: () => void loadSource().catch(() => undefined),
    onFocus: () => {
      window.clearTimeout(hideTimer.current);
      engage();
      setOpen(true);
    },
    onBlur: () => {
      hideTimer.current = window.setTimeout(() => setOpen(false), BLUR_HIDE_MS);
    },
  };
  const typed = () => {
    engage();
    setOpen(true);
  };
  return { open, setOpen, engaged, typed, focusHandlers };
}

function SubmitButton() {
  const { t } = useTranslation('shell');
  return (
    <button
      type="submit"
      className="inline-flex h-10 items-center gap-2 rounded-r-md bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"
    >
      <SearchIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
    </button>
  );
}

/** Arrow keys move through the list; past either end the focus returns to the typed text (-1). */
function nextIndex(active: number, key: string, count: number): number {
  const next = active + (key === 'ArrowDown' ? 1 : -1);
  return next < -1 ? count - 1 : next >= count ? -1 : next;
}

/**
 * The header search: a term goes to /search/{term}. Under the field, suggestions of the words typed
 * (POST /api/search, docs/product/catalog.md#cat-suggestions): type-ahead with the 1.75-second
 * buffer, at most 10 entries, articles with their image; arrow keys move through them, Enter opens
 * the chosen one, Escape closes the list, and leaving the field hides it after 200 ms. The
 * server's field is read-only until the script runs: what is typed before would be lost under it.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const shell = useShellParams();
  const navigate = useNavigate();
  const [term, setTerm] = useTermOfPage(useLocation().pathname);
  const { open, setOpen, engaged, typed, focusHandlers } = useOpenWhileFocused();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useChoice(suggestions);
  const input = useRef<HTMLInputElement>(null);
  const expanded = open && suggestions.length > 0;

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen !== undefined) return go(suggestionHref(shell, chosen));
    if (term.trim() === '') return input.current?.focus();
    go(paths.search.href(shell, term.trim()));
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
    if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || suggestions.length === 0) return;
    event.preventDefault();
    setOpen(true);
    setActive(nextIndex(active, event.key, suggestions.length));
  }

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
        aria-controls={SUGGESTIONS_ID}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        readOnly={!useScripted()}
        maxLength={200}
        onChange={(event) => {
          setTerm(event.target.value);
          typed();
        }}
        {...focusHandlers}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:ring-3 focus-visible:ring-focus focus-visible:outline-none focus-visible:ring-inset"
      />
      <SubmitButton />
      <SuggestionList
        suggestions={suggestions}
        expanded={expanded}
        active={active}
        onChoose={(suggestion) => go(suggestionHref(shell, suggestion))}
        onPoint={setActive}
      />
      {engaged && (
        <Suspense fallback={null}>
          <SuggestionSource language={shell.language} term={term} onSuggestions={setSuggestions} />
        </Suspense>
      )}
    </form>
  );
}
