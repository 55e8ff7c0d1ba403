import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { BasketDropshipping } from '@shop/domain/api/basket.ts';
import {
  validateDropshippingAddress,
  type AddressFieldError,
} from '@shop/domain/rules/dropshipping.ts';
import { formatMoney } from '@shop/domain/rules/money.ts';
import { CheckboxField, TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import {
  writeDropshipping,
  type DraftField,
  type DropshippingState,
} from '#web/shared/basket/dropshipping-storage.ts';

/** The errors a field shows: all of them after an order attempt, otherwise only for fields left. */
export function dropshippingErrors(
  state: DropshippingState,
): Partial<Record<DraftField, AddressFieldError>> {
  const result = validateDropshippingAddress(state.address);
  return result.ok ? {} : result.errors;
}

const FIELDS: {
  field: DraftField;
  autoComplete: string;
  type?: string;
  wide?: boolean;
  required: boolean;
}[] = [
  { field: 'firstName', autoComplete: 'given-name', required: true },
  { field: 'lastName', autoComplete: 'family-name', required: true },
  { field: 'street', autoComplete: 'address-line1', required: true },
  { field: 'houseNumber', autoComplete: 'off', required: true },
  { field: 'additional', autoComplete: 'address-line2', wide: true, required: false },
  { field: 'zip', autoComplete: 'postal-code', required: true },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'email', autoComplete: 'email', type: 'email', required: true },
  { field: 'phoneNumber', autoComplete: 'tel', type: 'tel', required: true },
];

interface DropshippingBlockProps {
  dropshipping: BasketDropshipping;
  state: DropshippingState;
  /** after an order attempt every invalid field shows its error */
  showErrors: boolean;
}

/**
 * The dropshipping block (docs/product/basket.md#basket-dropship-enabled): shown only when the
 * account may dropship; a checkbox and the consumer's German address, kept in local storage as
 * typed. When the basket cannot be dropshipped the reasons are listed.
 */
export function DropshippingBlock({ dropshipping, state, showErrors }: DropshippingBlockProps) {
  const { t } = useTranslation('basket');
  const errors = showErrors ? dropshippingErrors(state) : {};
  const set = (field: DraftField, value: string) =>
    writeDropshipping({ ...state, address: { ...state.address, [field]: value } });

  return (
    <section
      aria-labelledby="basket-dropshipping"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="basket-dropshipping" className="text-lg font-semibold text-gray-900">
        {t('dropshipping.title')}
      </h2>
      <CheckboxField
        id="basket-dropshipping-checked"
        label={t('dropshipping.checkbox')}
        checked={state.checked}
        onChange={(event) => writeDropshipping({ ...state, checked: event.target.checked })}
      />
      {!dropshipping.possible && <DropshippingProblems problems={dropshipping.problems} />}
      {state.checked && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map(({ field, autoComplete, type, wide, required }) => (
              <TextField
                key={field}
                id={`dropshipping-${field}`}
                label={t(`dropshipping.field.${field}`)}
                required={required}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                value={state.address[field]}
                onChange={(event) => set(field, event.target.value)}
                error={
                  errors[field] === undefined ? undefined : t(`dropshipping.error.${errors[field]}`)
                }
                className={wide === true ? 'sm:col-span-2' : ''}
              />
            ))}
            <TextField
              id="dropshipping-country"
              label={t('dropshipping.field.country')}
              value={t('dropshipping.germany')}
              readOnly
              disabled
              hint={t('dropshipping.countryHint')}
            />
          </div>
          {dropshipping.shippingCost !== undefined && (
            <DropshippingCost cost={dropshipping.shippingCost} />
          )}
        </>
      )}
    </section>
  );
}

/** Why the basket cannot be dropshipped, one reason per line. */
function DropshippingProblems({ problems }: { problems: BasketDropshipping['problems'] }) {
  const { t } = useTranslation('basket');
  return (
    <Notice tone="warning" title={t('dropshipping.notPossible')}>
      <ul className="list-disc space-y-0.5 pl-5">
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${problem.articleNumber ?? index}`}>
            {t(`dropshipping.problem.${problem.code}`, {
              articleNumber: problem.articleNumber ?? (problem.articleNumbers ?? []).join(', '),
            })}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** What the dropshipping parcels or the carrier shipment cost. */
function DropshippingCost({ cost }: { cost: NonNullable<BasketDropshipping['shippingCost']> }) {
  const { t } = useTranslation('basket');
  return (
    <p className="text-sm text-gray-700">
      {t(cost.carrier ? 'dropshipping.costCarrier' : 'dropshipping.costParcels', {
        count: cost.parcels,
        price: formatMoney(cost.gross, cost.currency),
      })}
    </p>
  );
}
