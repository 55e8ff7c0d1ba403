/**
 * `npm run portal-link -- <email>`: prints a single sign-on link for a customer, as the trusted
 * portal would make it, for operators who need to open the shop as that customer.
 */
import { SHOP_DEFAULT_LANGUAGE, isShopCode } from '@shop/domain/shops.ts';
import { accountByEmail } from '#server/auth/auth.service.ts';
import { PORTAL_TOKEN_SECONDS, createPortalToken } from '#server/auth/portal-token.ts';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { terminalText } from './terminal-text.ts';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || process.argv.length > 3) {
    console.error('Usage: npm run portal-link -- <email>');
    return 2;
  }
  const config = readConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const account = await accountByEmail(database.db, email);
    if (!account) {
      console.error(`No account with the e-mail ${terminalText(email)}`);
      return 1;
    }
    const shop = isShopCode(account.shop) ? account.shop : 'de';
    const token = await createPortalToken(database.db, config.portalSecret, email);
    console.log(`${config.publicUrl}/${shop}/${SHOP_DEFAULT_LANGUAGE[shop]}/loginPortal/${token}`);
    console.error(`The link works once, within ${PORTAL_TOKEN_SECONDS} seconds.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
