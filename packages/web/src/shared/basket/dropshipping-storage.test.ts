import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDropshipping,
  readDropshipping,
  writeDropshipping,
  EMPTY_DRAFT,
} from '#web/shared/basket/dropshipping-storage.ts';
import {
  forgetLoadChoice,
  readLoadChoice,
  rememberLoadChoice,
} from '#web/shared/basket/replace-or-add-choice.ts';

afterEach(() => window.localStorage.clear());

describe('dropshipping storage', () => {
  it('keeps the address with its checked flag and forgets both when cleared', () => {
    writeDropshipping({ checked: true, address: { ...EMPTY_DRAFT, city: 'Köln', zip: '50667' } });
    expect(readDropshipping()).toEqual({
      checked: true,
      address: { ...EMPTY_DRAFT, city: 'Köln', zip: '50667' },
    });
    clearDropshipping();
    expect(readDropshipping()).toEqual({ checked: false, address: EMPTY_DRAFT });
  });

  it('drops unreadable or foreign stored values', () => {
    window.localStorage.setItem(
      'shop.dropshipping',
      '{"city":5,"zip":"12345","country":"FR","x":"y"}',
    );
    expect(readDropshipping().address).toEqual({ ...EMPTY_DRAFT, zip: '12345' });
    window.localStorage.setItem('shop.dropshipping', 'not json');
    expect(readDropshipping().address).toEqual(EMPTY_DRAFT);
  });
});

describe('remembered replace-or-add choice', () => {
  it('stores replace as 2 and add as 1', () => {
    expect(readLoadChoice()).toBeNull();
    rememberLoadChoice('replace');
    expect(window.localStorage.getItem('shop.basketLoadChoice')).toBe('2');
    expect(readLoadChoice()).toBe('replace');
    rememberLoadChoice('add');
    expect(readLoadChoice()).toBe('add');
    forgetLoadChoice();
    expect(readLoadChoice()).toBeNull();
  });

  it('takes a value written as 2 by the previous shop as replace', () => {
    window.localStorage.setItem('shop.basketLoadChoice', '2');
    expect(readLoadChoice()).toBe('replace');
  });
});
