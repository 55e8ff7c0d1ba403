import { describe, expect, it } from 'vitest';
import { afterLogin, shopLanguage } from '#web/features/auth/after-login.ts';

const user = { shop: 'de', passwordInitialization: false } as const;

// docs/product/identity.md#auth-login-success
describe('afterLogin', () => {
  it('loads the data of a public page again', () => {
    expect(afterLogin(user, { pathname: '/de/de/partner' })).toEqual({ kind: 'refresh' });
  });

  it('reloads account and basket pages fully', () => {
    expect(afterLogin(user, { pathname: '/de/de/account/orders' })).toEqual({ kind: 'reload' });
    expect(afterLogin(user, { pathname: '/de/de/basket' })).toEqual({ kind: 'reload' });
  });

  it('sends a user who must set a password to the password page', () => {
    expect(
      afterLogin({ ...user, passwordInitialization: true }, { pathname: '/de/en/partner' }),
    ).toEqual({ kind: 'navigate', to: '/de/en/account/password-change' });
  });

  it('sends them to the account overview when already on the password page', () => {
    expect(
      afterLogin(
        { ...user, passwordInitialization: true },
        { pathname: '/de/en/account/password-change' },
      ),
    ).toEqual({ kind: 'navigate', to: '/de/en/account' });
  });

  it("moves a user of another shop to the same page in their shop's address", () => {
    expect(
      afterLogin(
        { shop: 'fr', passwordInitialization: false },
        { pathname: '/de/de/hotDeals', search: '?page=2' },
      ),
    ).toEqual({ kind: 'navigate', to: '/fr/de/hotDeals?page=2' });
  });

  it('gives the uk shop the language en', () => {
    expect(
      afterLogin({ shop: 'uk', passwordInitialization: false }, { pathname: '/de/de' }),
    ).toEqual({ kind: 'navigate', to: '/uk/en' });
    expect(shopLanguage('uk', 'pl')).toBe('en');
    expect(shopLanguage('fr', 'pl')).toBe('pl');
  });
});
