/**
 * `npm run prepared-basket -- <customerNumber> <articleNumber:quantity ...>`: prepares a basket
 * for a customer and prints the link that imports it (docs/product/basket.md#basket-prepared).
 * Quantities are units; a missing quantity means 1.
 */
import { SHOP_DEFAULT_LANGUAGE, isShopCode } from '@shop/domain/shops.ts';
import {
  createPreparedBasket,
  parseArticleArgument,
} from '#server/basket/prepared-baskets.service.ts';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { terminalText } from './terminal-text.ts';

const USAGE = 'Usage: npm run prepared-basket -- <customerNumber> <articleNumber[:quantity]> ...';

async function main(): Promise<number> {
  const [customerNumber, ...articleArgs] = process.argv.slice(2);
  const lines = articleArgs.map(parseArticleArgument);
  if (!customerNumber || lines.length === 0 || lines.some((line) => line === null)) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const account = await database.db
      .selectFrom('accounts')
      .select('shop')
      .where('customerNumber', '=', customerNumber.trim().toUpperCase())
      .executeTakeFirst();
    if (!account) {
      console.error(`No account with the customer number ${terminalText(customerNumber)}`);
      return 1;
    }
    const link = await createPreparedBasket(database.db, {
      customerNumber,
      lines: lines.filter((line) => line !== null),
    });
    const shop = isShopCode(account.shop) ? account.shop : 'de';
    console.log(
      `${config.publicUrl}/${shop}/${SHOP_DEFAULT_LANGUAGE[shop]}/account/import/preparedBasket/${link}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
