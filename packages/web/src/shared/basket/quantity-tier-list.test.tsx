import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@shop/messages/en.json';
import { QuantityInput } from '#web/shared/basket/quantity-input.tsx';
import { HIDE_AFTER_BLUR_MS, type QuantityPriceTiers } from '#web/shared/basket/quantity-tiers.ts';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en },
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
});

/** Cases of 6: from 1, 3 and 10 cases on, as the article answer gives them (units). */
const CASE_TIERS: QuantityPriceTiers = {
  currency: 'EUR',
  tiers: [
    { amount: 18, price: 3085 },
    { amount: 6, price: 3180 },
    { amount: 60, price: 2990 },
  ],
};

/** Twelve tiers of single pieces, from 1, 2, 3 … 12 on. */
const MANY_TIERS: QuantityPriceTiers = {
  currency: 'EUR',
  tiers: Array.from({ length: 12 }, (_, index) => ({ amount: index + 1, price: 1000 - index })),
};

function Field({ tiers, caseQuantity }: { tiers?: QuantityPriceTiers; caseQuantity: number }) {
  const [value, setValue] = useState(1);
  return (
    <I18nextProvider i18n={i18n}>
      <QuantityInput
        value={value}
        onChange={setValue}
        caseQuantity={caseQuantity}
        label="Quantity"
        priceTiers={tiers}
      />
      <output>{value}</output>
    </I18nextProvider>
  );
}

function field() {
  return screen.getByRole('combobox', { name: /Quantity/ });
}

function optionTexts() {
  return within(screen.getByRole('listbox', { name: 'Price tiers' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

function activeOption() {
  const id = field().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
}

function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
}

function press(key: string) {
  fireEvent.keyDown(field(), { key });
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the price list under the quantity field', () => {
  it('lists the tiers in cases with their unit prices once the field is typed in', () => {
    render(<Field tiers={CASE_TIERS} caseQuantity={6} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(field());
    type('2');
    expect(field()).toHaveProperty('ariaExpanded', 'true');
    expect(optionTexts()).toEqual([
      '1 cases of 631,80 € per piece',
      '3 cases of 630,85 € per piece',
      '10 cases of 629,90 € per piece',
    ]);
    // the tier the typed quantity falls in is the selected one
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toMatch(/^1 cases/);
  });

  it('is chosen with the arrows and Enter, and Escape closes it', () => {
    render(<Field tiers={CASE_TIERS} caseQuantity={6} />);
    fireEvent.focus(field());
    type('2');
    press('ArrowDown');
    expect(activeOption()).toMatch(/^3 cases/);
    press('ArrowDown');
    press('ArrowDown');
    expect(activeOption()).toMatch(/^10 cases/);
    press('ArrowUp');
    press('Enter');
    expect(field()).toHaveProperty('value', '3');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('3');
    expect(screen.queryByRole('listbox')).toBeNull();
    type('7');
    expect(screen.getByRole('listbox')).toBeTruthy();
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveProperty('value', '7');
  });

  it('is chosen with the mouse', () => {
    render(<Field tiers={CASE_TIERS} caseQuantity={6} />);
    fireEvent.focus(field());
    const option = screen.getByRole('option', { name: /^10 cases/ });
    // a list that opens under a resting pointer does not change what Enter takes
    fireEvent.mouseOver(option);
    fireEvent.mouseMove(option);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    // a press on the list keeps the focus in the field, so the list does not close under it
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(field()).toHaveProperty('value', '10');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('10');
  });

  it('shows five tiers around the value, and page down and up the next five', () => {
    render(<Field tiers={MANY_TIERS} caseQuantity={1} />);
    fireEvent.focus(field());
    type('7');
    expect(optionTexts().map((text) => text?.split(' ')[0])).toEqual(['6', '7', '8', '9', '10']);
    press('PageDown');
    expect(activeOption()).toMatch(/^12 pieces/);
    expect(optionTexts().map((text) => text?.split(' ')[0])).toEqual(['11', '12']);
    press('PageUp');
    press('PageUp');
    expect(activeOption()).toMatch(/^2 pieces/);
    expect(optionTexts().map((text) => text?.split(' ')[0])).toEqual(['1', '2', '3', '4', '5']);
    // the mouse reaches the next page by its button
    fireEvent.click(screen.getByRole('button', { name: 'Larger quantities' }));
    expect(optionTexts()[0]).toMatch(/^6 pieces/);
  });

  it('hides 200 ms after the field loses focus', () => {
    render(<Field tiers={CASE_TIERS} caseQuantity={6} />);
    fireEvent.focus(field());
    fireEvent.blur(field());
    act(() => vi.advanceTimersByTime(HIDE_AFTER_BLUR_MS - 1));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(HIDE_AFTER_BLUR_MS).toBe(200);
  });

  it('keeps digits only and stays a plain field without tiers', () => {
    render(<Field tiers={undefined} caseQuantity={1} />);
    const plain = screen.getByRole('textbox', { name: /Quantity/ });
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: '4a' } });
    expect(plain).toHaveProperty('value', '4');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
