import { describe, expect, it } from 'vitest';
import { basket, line } from '@shop/domain/testing/basket.fixtures.ts';
import { EMPTY_DRAFT, type DropshippingState } from '#web/shared/basket/dropshipping-storage.ts';
import { orderStop } from '#web/features/basket/order-flow.ts';

const noDropshipping: DropshippingState = { checked: false, address: EMPTY_DRAFT };
const validAddress: DropshippingState = {
  checked: true,
  address: {
    ...EMPTY_DRAFT,
    firstName: 'Erika',
    lastName: 'Mustermann',
    street: 'Hauptstraße',
    houseNumber: '5',
    zip: '90402',
    city: 'Nürnberg',
    email: 'erika@example.com',
    phoneNumber: '+49 911 123456',
  },
};

describe('order flow step 4', () => {
  it('lets an orderable basket through', () => {
    expect(orderStop(basket([line()]), noDropshipping)).toBeNull();
  });

  it.each(['soldOut', 'noStock', 'noQty'] as const)('stops on the blocking flag %s', (flag) => {
    expect(
      orderStop(basket([line(), line({ articleNumber: 'X', [flag]: true })]), noDropshipping),
    ).toBe('blocked');
  });

  it.each(['oldPrice', 'oldQty'] as const)('only warns on %s', (flag) => {
    expect(orderStop(basket([line({ [flag]: true })]), noDropshipping)).toBeNull();
  });

  it('stops a dropshipping order with an invalid address or a basket that cannot be dropshipped', () => {
    expect(orderStop(basket([line()]), validAddress)).toBeNull();
    const badZip = { ...validAddress, address: { ...validAddress.address, zip: '01000' } };
    expect(orderStop(basket([line()]), badZip)).toBe('dropshippingInvalid');
    const notPossible = basket([line()], {
      dropshipping: {
        enabled: true,
        possible: false,
        problems: [{ code: 'notAllowed', articleNumber: 'FIG-1001' }],
      },
    });
    expect(orderStop(notPossible, validAddress)).toBe('dropshippingInvalid');
  });

  it('ignores a checked dropshipping block when the account may not dropship', () => {
    const disabled = basket([line()], {
      dropshipping: { enabled: false, possible: false, problems: [] },
    });
    expect(orderStop(disabled, { ...validAddress, address: EMPTY_DRAFT })).toBeNull();
  });

  it('stops on an empty basket', () => {
    expect(orderStop(basket([]), noDropshipping)).toBe('empty');
  });
});
