import type { Session } from '@shop/domain/api/session.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';

/** The session of the seeded demo customer DE/100001, as the login answer gives it. */
export const demoSession: Session = {
  user: {
    isAuthenticated: true,
    passwordInitialization: false,
    shop: 'de',
    companyCode: null,
    customerNumber: 'DE/100001',
    email: 'demo@example.com',
    language: 'en',
    businessConsole: false,
  },
  accessToken: 'jwt',
  expiresIn: 300,
};

/** Signs the demo customer in, for screens that need a logged-in customer. */
export function signInAsDemo(): void {
  sessionStore.signIn(demoSession);
}
