import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  cardProblems,
  type CardField,
  type CardInput,
  type CardProblem,
} from '@shop/domain/rules/payment-card.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { TextField } from '#web/shared/ui/form-fields.tsx';
import { createTestNonce } from '#web/features/invoices/api/create-test-nonce.ts';
import { CardSaveError, type CardSource } from './card-source.ts';

const FIELDS: CardField[] = ['owner', 'number', 'month', 'year', 'cvv'];
const EMPTY: CardInput = { owner: '', number: '', month: '', year: '', cvv: '' };

const PROBLEM_KEY = {
  required: 'payment.fieldRequired',
  invalid: 'payment.fieldInvalid',
  brand: 'payment.cardBrand',
  expired: 'payment.cardExpired',
} as const satisfies Record<CardProblem, string>;

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

function useTestCard(clientToken: string, ref: Ref<CardSource>) {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  useImperativeHandle(
    ref,
    () => ({
      validate() {
        const found = cardProblems(card, today());
        setProblems(found);
        setChecked(true);
        // the buyer lands on the first field to correct
        const first = FIELDS.find((name) => found[name] !== undefined);
        if (first !== undefined) inputs.current[first]?.focus();
        return first === undefined;
      },
      requestNonce: () => tokenise(clientToken, card),
    }),
    [card, clientToken],
  );

  const change = (field: CardField) => (event: { target: { value: string } }) => {
    const next = { ...card, [field]: event.target.value };
    setCard(next);
    // once the buyer tried to pay, the errors follow what they type
    if (checked) setProblems(cardProblems(next, today()));
  };
  const register = (name: CardField) => (element: HTMLInputElement | null) => {
    inputs.current[name] = element;
  };
  return { card, problems, change, register };
}

/** The card turned into a nonce by the test gateway; its refusals become the save-error flag. */
async function tokenise(clientToken: string, card: CardInput): Promise<string> {
  try {
    const answer = await createTestNonce({
      clientToken,
      owner: card.owner.trim(),
      number: card.number.trim(),
      month: Number(card.month),
      year: Number(card.year),
      cvv: card.cvv.trim(),
    });
    return answer.nonce;
  } catch (error) {
    const code = isApiError(error) ? error.code : '';
    if (code === 'CARD_TYPE_NOT_ACCEPTED') throw new CardSaveError('brand');
    if (code === 'TEST_CARD_ONLY') throw new CardSaveError('testCardOnly');
    throw new CardSaveError('other');
  }
}

/**
 * The test gateway's card editor (docs/product/invoices.md#inv-card-editor): Visa and MasterCard
 * only; owner, number, month, year and check code required, each with its own error. The card is
 * tokenised by the test gateway into a nonce, as a provider's drop-in would.
 */
export function TestCardForm({ clientToken, ref }: { clientToken: string; ref: Ref<CardSource> }) {
  const { t } = useTranslation('account');
  const { card, problems, change, register } = useTestCard(clientToken, ref);
  const field = (name: CardField) => {
    const problem = problems[name];
    return {
      required: true,
      ref: register(name),
      value: card[name],
      onChange: change(name),
      error: problem === undefined ? undefined : t(PROBLEM_KEY[problem]),
    };
  };

  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">{t('payment.cardTitle')}</legend>
      <p className="text-sm text-gray-700">{t('payment.cardsAccepted')}</p>
      <TextField label={t('payment.owner')} autoComplete="cc-name" {...field('owner')} />
      <TextField
        label={t('payment.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('number')}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField
          label={t('payment.month')}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          {...field('month')}
        />
        <TextField
          label={t('payment.year')}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YYYY"
          maxLength={4}
          {...field('year')}
        />
        <TextField
          className="col-span-2 sm:col-span-1"
          label={t('payment.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvv')}
        />
      </div>
      <p className="rounded-md bg-gray-50 px-3 py-2 text-xs text-gray-700">
        {t('payment.testMode')}
      </p>
    </fieldset>
  );
}
