/** The demo logins printed at start and listed in the README; the seed creates exactly these. */
export const DEMO_PASSWORD = 'demo-shop';

export interface DemoAccount {
  email: string;
  customerNumber: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@example.com',
    customerNumber: 'DE/100001',
    description: 'DE/100001, shop de, EUR, dropshipping',
  },
  {
    email: 'demo-uk@example.com',
    customerNumber: 'UK/200001',
    description: 'UK/200001, shop uk, GBP',
  },
  {
    email: 'console@example.com',
    customerNumber: 'DE/100002',
    description: 'DE/100002, business console',
  },
  {
    email: 'blocked@example.com',
    customerNumber: 'DE/100003',
    description: 'DE/100003, basket blocked',
  },
  {
    email: 'taxfree@example.com',
    customerNumber: 'FR/300001',
    description: 'FR/300001, shop fr, tax free',
  },
  {
    email: 'new@example.com',
    customerNumber: 'DE/100004',
    description: 'DE/100004, must set a password',
  },
];
