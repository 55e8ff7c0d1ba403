import type { AppContext } from './app-context.ts';
import type { TokenIssuer } from './auth/access-token.ts';
import type { CustomerGuards } from './auth/customer-guard.ts';

/** What route plugins get: the app context plus the token issuer and the customer guards. */
export interface RouteContext extends AppContext {
  tokens: TokenIssuer;
  guards: CustomerGuards;
}
