import { fireEvent } from '@testing-library/dom';
import { createInstance } from 'i18next';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@shop/messages/en.json';
import { QuantityInput } from '#web/shared/basket/quantity-input.tsx';

// The build runs the client on Preact's compatibility layer, the unit tests on React
// (docs/decisions/063-preact-compatibility-layer.md). A controlled field behaves differently
// on the two, so this file renders the field on Preact, as the shop ships it.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

await createInstance().use(initReactI18next).init({
  lng: 'en',
  resources: { en },
  defaultNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
});

let container: HTMLElement;
afterEach(() => {
  act(() => render(null, container));
  container.remove();
});

/** Types `text` into the field one character at a time, as a keyboard does. */
function typeInto(input: HTMLInputElement, text: string): string[] {
  const shown: string[] = [];
  for (const character of text) {
    act(() => {
      input.value += character;
      fireEvent.input(input);
    });
    shown.push(input.value);
  }
  return shown;
}

describe('the quantity field on Preact', () => {
  it('keeps digits only while typing, before it is left', () => {
    container = document.createElement('div');
    document.body.append(container);
    const quantities: number[] = [];
    act(() => {
      render(
        <QuantityInput value={1} onChange={(next) => quantities.push(next)} label="Quantity" />,
        container,
      );
    });
    const input = container.querySelector('input')!;
    act(() => {
      input.value = '';
      fireEvent.input(input);
    });
    expect(typeInto(input, '5x')).toEqual(['5', '5']);
    act(() => {
      input.value = '';
      fireEvent.input(input);
    });
    expect(typeInto(input, '12abc')).toEqual(['1', '12', '12', '12', '12']);
    act(() => {
      // Preact hears onBlur as focusout
      fireEvent.focusOut(input);
    });
    expect(quantities).toEqual([12]);
  });
});
