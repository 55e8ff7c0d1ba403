import type { AppConfig } from '#server/config/env.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/seed/demo-accounts.ts';

/** The lines printed once the shop listens: where, on which database, how many processes, the demo logins. */
export function startupMessage(config: AppConfig, address: string): string {
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const processes = config.workers > 1 ? `, ${config.workers} worker processes` : '';
  const logins = DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.description}`).join('\n');
  return (
    `\nThe shop runs at ${address.replace('0.0.0.0', 'localhost')} (database: ${where}${processes})\n` +
    `Demo logins, password "${DEMO_PASSWORD}":\n${logins}\n\n`
  );
}
