import type { AppContext } from './app-context.ts';
import type { TokenIssuer } from './auth/access-token.ts';
import type { CustomerGuards } from './auth/customer-guard.ts';
import type { OperatorGuards } from './operator-access/operator-guard.ts';

/** What route plugins get: the app context plus the token issuer, the customer guards and the operator API's guards. */
export interface RouteContext extends AppContext {
  tokens: TokenIssuer;
  guards: CustomerGuards;
  operatorGuards: OperatorGuards;
}
