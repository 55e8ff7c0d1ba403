/** The caller of a protected route, as the guard establishes it from the access token. */
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
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: Customer | null;
  }
}
