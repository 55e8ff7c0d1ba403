import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  displayClass,
  isArticleState,
  type DisplayClass,
} from '@shop/domain/rules/availability.ts';

const TONE: Record<DisplayClass, string> = {
  inStock: 'bg-success-50 text-success-800 ring-success-600/30',
  inStockFdosPending: 'bg-success-50 text-success-800 ring-success-600/30',
  inTake: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  soldOut: 'bg-danger-50 text-danger-800 ring-danger-600/30',
  inquiry: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

const DOT: Record<DisplayClass, string> = {
  inStock: 'bg-success-600',
  inStockFdosPending: 'bg-success-600',
  inTake: 'bg-warning-500',
  soldOut: 'bg-danger-600',
  inquiry: 'bg-gray-500',
};

const SIZE = {
  sm: 'gap-1.5 px-2 py-0.5 text-xs',
  md: 'gap-2 px-2.5 py-1 text-sm',
} as const;

/**
 * The translated availability label of an article state, coloured by its display class
 * (docs/product/catalog.md#cat-display-class). Shared by the article cards and the article detail
 * page.
 */
export function AvailabilityBadge({
  state,
  size = 'sm',
  label: ownLabel,
}: {
  state: string;
  size?: keyof typeof SIZE;
  /** a text of its own (open orders name their states themselves); the state's label otherwise */
  label?: string;
}) {
  const label = useAvailabilityLabel();
  const availability = displayClass(state);
  return (
    <span
      className={`inline-flex w-fit items-center rounded-md font-medium ring-1 ring-inset ${SIZE[size]} ${TONE[availability]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[availability]}`} />
      {ownLabel ?? label(state)}
    </span>
  );
}

/**
 * The label of an availability state: each known state has its own, an unknown value is shown raw
 * (docs/product/catalog.md#cat-availability); the colour follows the display class
 * (docs/product/catalog.md#cat-display-class).
 */
export function useAvailabilityLabel(): (state: string) => string {
  const { t } = useTranslation('catalog');
  return (state) => (isArticleState(state) ? t(`availability.state.${state}`) : state);
}
