/**
 * `npm run routes`: every call of the OpenAPI document with its method, URL, routes file and
 * contract (testing/route-list.ts); `npm run routes -- --write` writes them to docs/routes.md.
 * It builds the test app on a scratch SQLite database, as the OpenAPI test does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listRoutes, routesMarkdown, routesText } from './route-list.ts';
import { createTestApp } from './test-app.ts';
import { createScratchDatabase } from './test-database.ts';

const ROUTES_PAGE = path.resolve(import.meta.dirname, '../../../../docs/routes.md');

const rows = await listRoutes(() =>
  createTestApp({}, undefined, { database: createScratchDatabase }),
);
if (process.argv.includes('--write')) {
  fs.writeFileSync(ROUTES_PAGE, routesMarkdown(rows));
  console.log(`${rows.length} calls written to docs/routes.md`);
} else {
  console.log(routesText(rows));
}
