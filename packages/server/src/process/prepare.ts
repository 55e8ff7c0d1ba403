import type { AppConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { syncDefaultTranslations } from '#server/i18n/i18n.service.ts';
import { isDatabaseEmpty, seedDatabase } from '#server/seed/seed.ts';
import { secureDataDirectory } from '#server/runtime/data-dir.ts';

/**
 * What runs once before any process serves: the data folder, migrations, the shipped
 * translations and, on an empty database, the demo data. With several workers the primary runs
 * it alone, so two workers never migrate or seed at the same time. Tells whether it seeded.
 */
export async function prepareDatabase(config: AppConfig): Promise<{ seeded: boolean }> {
  secureDataDirectory(config.dataDir);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    await syncDefaultTranslations(database.db);
    const seeded = await isDatabaseEmpty(database.db);
    if (seeded) await seedDatabase(database, { articles: config.seedArticles });
    return { seeded };
  } finally {
    await database.close();
  }
}
