import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { listRoutes, routesMarkdown } from './route-list.ts';
import { createTestApp } from './test-app.ts';

const page = path.resolve(import.meta.dirname, '../../../../docs/routes.md');

it('docs/routes.md lists every call of the OpenAPI document as `npm run routes` prints it', async () => {
  const rows = await listRoutes(() => createTestApp());
  expect(rows.length).toBeGreaterThan(100);
  expect(rows.filter((row) => row.file === '?')).toEqual([]);
  expect(rows).toContainEqual({
    method: 'POST',
    url: '/account/getProductArchiveItems',
    file: 'archive/archive.routes.ts',
    contract: 'api/product-archive.ts: productArchiveRequestSchema, productArchiveResponseSchema',
  });
  const written = fs.existsSync(page) ? fs.readFileSync(page, 'utf8') : '';
  expect(written, 'docs/routes.md is out of date: run `npm run routes -- --write`').toBe(
    routesMarkdown(rows),
  );
});
