import { expect } from 'vitest';
import { createOperatorToken } from '#server/operator-access/operator-tokens.service.ts';
import type { TestApp } from '#server/testing/test-app.ts';

/**
 * The alerts tests' catalog: a producer with a theme and a product type of its own, and an
 * article of theirs out of stock with a release date, imported through the operator API as the
 * ERP does.
 */

export const PRODUCER = 9901;
export const THEME = 9911;
export const TYPE = 9921;

export const article = (articleNumber: string, values: Record<string, unknown> = {}) => ({
  type: 'article',
  articleNumber,
  localization: {
    de: { name: `Drachenfigur ${articleNumber}` },
    en: { name: `Dragon figure ${articleNumber}` },
    fr: { name: `Figurine dragon ${articleNumber}` },
  },
  state: 'inStock',
  stockQuantity: 10,
  caseQuantity: 1,
  producerDbId: PRODUCER,
  productTypeDbId: TYPE,
  themeDbIds: [THEME],
  taxRate: 19,
  prices: { EUR: { singlePrice: 1000, evp: 1999 }, GBP: { singlePrice: 900, evp: 1799 } },
  ...values,
});

export const BASE_CATALOG = [
  { type: 'producer', dbId: PRODUCER, name: 'Drachenwerk', names: { fr: 'Atelier Dragon' } },
  { type: 'theme', dbId: THEME, name: 'Feuerberg', producerDbId: PRODUCER },
  { type: 'productType', dbId: TYPE, name: 'Figur', names: { en: 'Figure', fr: 'Figurine' } },
  article('DRW100', { state: 'soldOut', stockQuantity: 0, releaseDate: '2027-06-18' }),
];

export async function operatorImports(t: TestApp) {
  const { token } = await createOperatorToken(t.database.handle.db, {
    name: 'erp',
    scopes: ['catalog', 'stock-prices'],
  });
  return async (scope: 'catalog' | 'stock-prices', lines: readonly object[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/operator/v1/imports/${scope}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
      payload: lines.map((line) => JSON.stringify(line)).join('\n') + '\n',
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await t.jobs.waitFor(res.json<{ id: number }>().id, { timeoutMs: 20_000 });
    expect(job.state, JSON.stringify(job.result)).toBe('succeeded');
    // a refused record leaves the job succeeded, with the problem in its result
    expect((job.result as { ok: boolean }).ok, JSON.stringify(job.result)).toBe(true);
  };
}

/** The shop's ids of the base catalog's producer, theme and product type: the ERP's own. */
export const ids = { producer: PRODUCER, theme: THEME, productType: TYPE };
