import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2eServer } from './e2e-server.ts';

/**
 * A customer account made for one test and nobody else (e.g. to delete it): a copy of the demo
 * account's login (password demo-shop) under a new e-mail and customer number, with a contact
 * and a billing address and a one-time message (“Welcome, Throwaway Toys!”), written into the
 * shop's database by a small script. `invoices` become its open invoices, paid by card
 * (payment method id 8).
 */
export function createThrowawayAccount(invoices: { invoiceNumber: string; total: number }[] = []): {
  email: string;
  customerNumber: string;
} {
  const stamp = Date.now();
  const email = `throwaway-${stamp}@example.com`;
  const customerNumber = `DE/9${String(stamp).slice(-5)}`;
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'create-account.ts'),
      email,
      customerNumber,
      JSON.stringify(invoices),
    ],
    {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: '' },
    },
  );
  return { email, customerNumber };
}
