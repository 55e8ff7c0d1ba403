import type { ApiKeyUse } from './api-key-door.ts';

/** The caller of a protected route, as the guard establishes it from the access token or an API key. */
export interface Customer {
  accountId: number;
  customerNumber: string;
  email: string;
  shop: string;
  businessConsole: boolean;
  roles: string[];
  /** the refresh-token family of a built-in token (its `sid`); null for an external issuer's */
  sessionId: string | null;
  /** the account must set a new password before it may do anything else (decision 016) */
  passwordInitialization: boolean;
  /** the currency the account sees prices in; null when the account hides prices */
  priceCurrency: string | null;
  /** the API key the call came with; null for a login's token (docs/decisions/133-api-keys-for-a-retailers-erp.md) */
  apiKey: ApiKeyUse | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: Customer | null;
  }
}
