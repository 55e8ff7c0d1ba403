import { describe, expect, it } from 'vitest';
import { ORDER_ERRORS, isErrorCode } from '@shop/domain/api/error-codes.ts';
import { SHIPPED_MESSAGES } from '@shop/messages/messages.ts';
import { BASKET_ERROR_CODES } from '#web/shared/basket/basket-errors.ts';
import { ERROR_TEXT_CODES, errorTextKey } from './error-texts.ts';

const LOCAL_CODES = ['NETWORK_ERROR', 'INVALID_RESPONSE'];
const LOCAL_BASKET_CODES = ['WAIT', 'BASKET_MODIFY_ERROR', 'BASKET_CLEAR_ERROR'];

/** The codes that have a key `<prefix><CODE>` in one namespace of a language. */
function codesWithText(texts: Record<string, string>, prefix: string): string[] {
  return Object.keys(texts)
    .filter((key) => key.startsWith(prefix) && /^[A-Z][A-Z0-9_]*$/.test(key.slice(prefix.length)))
    .map((key) => key.slice(prefix.length));
}

describe('the texts of error codes', () => {
  for (const [language, messages] of Object.entries(SHIPPED_MESSAGES)) {
    it(`${language} has a text for every code a buyer meets, and none for an undeclared code`, () => {
      const errors = messages['errors']!;
      const basket = messages['basket']!;
      for (const code of ERROR_TEXT_CODES) expect(errors[`code.${code}`], code).toMatch(/\S/);
      for (const code of BASKET_ERROR_CODES) expect(basket[`error.${code}`], code).toMatch(/\S/);
      const undeclared = (codes: string[], local: string[]) =>
        codes.filter((code) => !isErrorCode(code) && !local.includes(code));
      expect(undeclared(codesWithText(errors, 'code.'), LOCAL_CODES)).toEqual([]);
      expect(undeclared(codesWithText(basket, 'error.'), LOCAL_BASKET_CODES)).toEqual([]);
    });
  }

  it('uses every text of a code the errors namespace has', () => {
    expect([...ERROR_TEXT_CODES].sort()).toEqual(
      codesWithText(SHIPPED_MESSAGES.en.errors!, 'code.').sort(),
    );
  });

  it('has a text of its own for every code an order can be refused with', () => {
    const withText: readonly string[] = ERROR_TEXT_CODES;
    expect(ORDER_ERRORS.filter((code) => !withText.includes(code))).toEqual([]);
  });

  it('keeps one text per code: the basket has texts only for its own codes', () => {
    expect([...BASKET_ERROR_CODES].sort()).toEqual([...LOCAL_BASKET_CODES].sort());
    expect(codesWithText(SHIPPED_MESSAGES.en.basket!, 'error.').sort()).toEqual(
      [...LOCAL_BASKET_CODES].sort(),
    );
  });

  it('finds the key of a code with a text and none for the others', () => {
    expect(errorTextKey('BASKET_BLOCKED')).toBe('code.BASKET_BLOCKED');
    expect(errorTextKey('NETWORK_ERROR')).toBe('code.NETWORK_ERROR');
    expect(errorTextKey('LOGIN_FAILED')).toBeUndefined();
    expect(errorTextKey('SOMETHING_NEW')).toBeUndefined();
  });
});
