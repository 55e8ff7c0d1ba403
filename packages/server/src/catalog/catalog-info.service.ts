import { createHash } from 'node:crypto';
import type { CatalogUpdateResponse, FreightSurchargeResponse } from '@shop/domain/api/content.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { findCatalogMark, findFreightSurcharges } from './catalog-info.repository.ts';

function namesOf(json: string, fallback: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') {
      const names = Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      if (names.length > 0) return Object.fromEntries(names);
    }
  } catch {
    // a broken names document shows the plain name
  }
  return { en: fallback };
}

/** GET /api/fkz/: the freight surcharges of the catalog, per product type and delivery type. */
export async function loadFreightSurcharges(db: DbOrTx): Promise<FreightSurchargeResponse> {
  const rows = await findFreightSurcharges(db);
  return {
    currency: 'EUR',
    entries: rows
      .map((row) => ({
        productTypeId: row.id,
        names: namesOf(row.names, row.name),
        deliveryType: String(row.deliveryType),
        amount: Number(row.amount),
        numberOfArticles: Number(row.numberOfArticles),
      }))
      .sort((a, b) => b.amount - a.amount || a.productTypeId - b.productTypeId),
  };
}

/**
 * GET /articles/catUpdate: a short token that changes whenever an article is added, removed
 * or updated, and the time of the last update.
 */
export async function loadCatalogUpdate(db: DbOrTx): Promise<CatalogUpdateResponse> {
  const row = await findCatalogMark(db);
  const updatedAt = row.updatedAt === null ? null : String(row.updatedAt);
  const version = createHash('sha256')
    .update(`${updatedAt ?? ''}|${String(row.count)}`)
    .digest('hex')
    .slice(0, 16);
  return { version, updatedAt };
}
