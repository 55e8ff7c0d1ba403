/** The caller of a protected route, as the guard establishes it from the access token. */
export interface Customer {
  accountId: number;
  customerNumber: string;
  email: string;
  shop: string;
  businessConsole: boolean;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: Customer | null;
  }
}
