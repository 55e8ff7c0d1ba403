import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import type { Suggestion } from '@shop/domain/api/suggestions.ts';
import { paths, type ShellParams } from '#web/shared/routing/paths.ts';
import { FolderIcon, SearchIcon } from '#web/shared/ui/icons.tsx';

/**
 * Where a suggestion leads: an article to its page, a category to its listing, a product type to
 * the list filtered by it (ids as hex, as listing paths carry them), a word to the search for it.
 */
export function suggestionHref(shell: ShellParams, suggestion: Suggestion): string {
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

export const SUGGESTIONS_ID = 'shop-search-suggestions';
export const optionId = (index: number) => `shop-search-option-${index}`;

interface SuggestionListProps {
  suggestions: Suggestion[];
  expanded: boolean;
  /** the index of the chosen entry, -1 for none */
  active: number;
  onChoose: (suggestion: Suggestion) => void;
  onPoint: (index: number) => void;
}

/** The listbox under the header search field; the field keeps the focus (search-box.tsx). */
export function SuggestionList({
  suggestions,
  expanded,
  active,
  onChoose,
  onPoint,
}: SuggestionListProps) {
  const { t } = useTranslation('shell');
  return (
    <ul
      id={SUGGESTIONS_ID}
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
          onClick={() => onChoose(suggestion)}
          onMouseEnter={() => onPoint(index)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
        >
          {suggestion.type === 'article' ? (
            <ArticleOption suggestion={suggestion} />
          ) : (
            <NameOption suggestion={suggestion} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ArticleOption({ suggestion }: { suggestion: Suggestion }) {
  return (
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
  );
}

function NameOption({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('shell');
  const group = suggestion.type === 'category' || suggestion.type === 'productType';
  const kind = kindLabel(suggestion, t);
  return (
    <>
      {group ? (
        <FolderIcon className="size-4 shrink-0 text-brand-600" />
      ) : (
        <SearchIcon className="size-4 shrink-0 text-gray-400" />
      )}
      <span className={`min-w-0 flex-1 truncate ${group ? 'font-medium' : ''}`}>
        {suggestion.type === 'suggest'
          ? t('search.didYouMean', { term: suggestion.name })
          : suggestion.name}
      </span>
      {kind !== undefined && <span className="shrink-0 text-xs text-gray-500">{kind}</span>}
    </>
  );
}
