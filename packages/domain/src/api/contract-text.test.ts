import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainStringPaths } from '../testing/schema-strings.ts';
import { multiLineText, oneLineText } from './text.ts';
import * as account from './account.ts';
import * as accountOrders from './account-orders.ts';
import * as article from './article.ts';
import * as auth from './auth.ts';
import * as basket from './basket.ts';
import * as basketImports from './basket-imports.ts';
import * as erp from './erp.ts';
import * as errors from './errors.ts';
import * as gpsr from './gpsr.ts';
import * as openOrders from './open-orders.ts';
import * as operatorImports from './operator-imports.ts';
import * as orderDetail from './order-detail.ts';
import * as orders from './orders.ts';
import * as productArchive from './product-archive.ts';
import * as savedBaskets from './saved-baskets.ts';
import * as savedSearches from './saved-searches.ts';
import * as search from './search.ts';
import * as session from './session.ts';
import * as shell from './shell.ts';
import * as shipping from './shipping.ts';

/**
 * Every string a client sends is built on the shared text rules (docs/decisions/017-text-input.md).
 * Request bodies are strict objects, so every exported schema is walked and every string inside
 * a strict object must carry the rule; schemas that are inputs without being strict objects
 * (a header, an address validated in code) are listed here by hand.
 */
const CONTRACTS = {
  account,
  accountOrders,
  article,
  auth,
  basket,
  basketImports,
  erp,
  errors,
  gpsr,
  openOrders,
  operatorImports,
  orderDetail,
  orders,
  productArchive,
  savedBaskets,
  savedSearches,
  search,
  session,
  shell,
  shipping,
};
const INPUTS_NOT_STRICT = [orders.idempotencyKeySchema, orders.dropshippingAddressSchema];

function exportedSchemas(): [string, z.ZodType][] {
  return Object.entries(CONTRACTS).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]): [string, z.ZodType] => [`${file}.${name}`, schema]),
  );
}

describe('the text rule in every contract', () => {
  it('finds the request schemas it checks', () => {
    const names = exportedSchemas().map(([name]) => name);
    expect(names).toContain('auth.loginRequestSchema');
    expect(names).toContain('basket.addToBasketRequestSchema');
    expect(names.length).toBeGreaterThan(60);
  });

  it('has no plain string in any request schema', () => {
    const plain = exportedSchemas().flatMap(([name, schema]) =>
      plainStringPaths(schema, 'strict-objects').map((path) => `${name} ${path}`),
    );
    expect(plain).toEqual([]);
  });

  it('has no plain string in the inputs that are not strict objects', () => {
    for (const schema of INPUTS_NOT_STRICT) expect(plainStringPaths(schema)).toEqual([]);
  });

  it('would notice a new field that skips the rule, however it is wrapped', () => {
    const schema = z.strictObject({
      ok: oneLineText(10),
      notes: z.array(multiLineText(10)).optional(),
      nested: z.object({ id: z.string().regex(/^\d+$/).transform(Number) }),
      either: z.union([z.number(), z.string().max(3)]).nullable(),
      tags: z.record(z.string(), oneLineText(5)),
    });
    expect(plainStringPaths(schema, 'strict-objects')).toEqual([
      '$.nested.id',
      '$.either',
      '$.tags{key}',
    ]);
    expect(plainStringPaths(z.object({ name: z.string() }), 'strict-objects')).toEqual([]);
  });
});
