import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BasketAnswer } from '@shop/domain/api/basket.ts';
import {
  MAX_IMPORT_LINES,
  importAnswerSchema,
  type ImportAnswer,
} from '@shop/domain/api/basket-imports.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { seededApp } from '#server/testing/seeded-app.ts';
import { RATE_LIMITS } from '#server/http/rate-limits.ts';
import { ArticlePicker } from '#server/testing/articles.ts';
import { codeOf, type Caller } from '#server/testing/calls.ts';
import { DEMO, accountIdOf } from '#server/testing/demo-logins.ts';
import {
  DEMO_PREPARED_LINK,
  createPreparedBasket,
  parseArticleArgument,
} from './prepared-baskets.service.ts';

const IMPORT_LIMIT = RATE_LIMITS.basketImportPerAccount;

let t: TestApp;
let pick: ArticlePicker;
let de: Caller;
let uk: Caller;
let blocked: Caller;

beforeAll(async () => {
  ({
    t,
    callers: [de, uk, blocked],
  } = await seededApp({
    articles: 60,
    referenceDate: '2026-11-25',
    logins: [DEMO.de, DEMO.uk, DEMO.blocked],
  }));
  pick = new ArticlePicker(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await de('GET', '/basket/clear');
});

const importText = async (text: string, call = de) => {
  const res = await call('POST', '/basket/import', { basket: text });
  return res;
};
const lines = async () => {
  const basket = (await de('GET', '/intern/basket')).json<BasketAnswer>();
  return Object.fromEntries(
    basket.currencies
      .flatMap((c) => c.articles.flatMap((a) => a.variants))
      .map((v) => [v.articleNumber, v.quantity]),
  );
};

describe('basket import', () => {
  it('adds pasted lines by article number or EAN and reports every line', async () => {
    const a = await pick.take();
    const b = await pick.take({ barcode: '4006381333931', caseQuantity: 6 });
    const sold = await pick.take({ state: 'soldOut', stockQuantity: 0 });
    const few = await pick.take({ stockQuantity: 2 });
    const text = [
      `${a.articleNumber.toLowerCase()};3`,
      '',
      '4006381333931\t8',
      `${sold.articleNumber},1`,
      'NO-SUCH-ARTICLE 2',
      `${few.articleNumber} 5`,
      `${a.articleNumber} -1`,
    ].join('\n');
    const res = await importText(text);
    expect(res.statusCode).toBe(200);
    const answer = importAnswerSchema.parse(res.json());
    expect(answer.added).toBe(3);
    expect(answer.notAdded).toBe(3);
    expect(answer.lines).toEqual([
      {
        line: 1,
        text: `${a.articleNumber.toLowerCase()};3`,
        articleNumber: a.articleNumber,
        quantity: 3,
        status: 'added',
      },
      {
        line: 3,
        text: '4006381333931\t8',
        articleNumber: b.articleNumber,
        quantity: 12,
        status: 'added',
      },
      {
        line: 4,
        text: `${sold.articleNumber},1`,
        articleNumber: sold.articleNumber,
        quantity: 1,
        status: 'notAddable',
        reason: 'soldOut',
      },
      { line: 5, text: 'NO-SUCH-ARTICLE 2', quantity: 2, status: 'notFound' },
      {
        line: 6,
        text: `${few.articleNumber} 5`,
        articleNumber: few.articleNumber,
        quantity: 2,
        status: 'added',
        reduced: true,
      },
      { line: 7, text: `${a.articleNumber} -1`, status: 'invalid', reason: 'invalidQuantity' },
    ]);
    expect(await lines()).toEqual({
      [a.articleNumber]: 3,
      [b.articleNumber]: 12,
      [few.articleNumber]: 2,
    });
  });

  it('ignores empty text and refuses bad bodies and blocked baskets', async () => {
    const empty = await importText('  \n \t ');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ added: 0, notAdded: 0, lines: [] });
    expect((await de('POST', '/basket/import', { basket: 5 })).statusCode).toBe(400);
    expect((await de('POST', '/basket/import', {})).statusCode).toBe(400);
    expect((await importText('x\n'.repeat(100_001))).statusCode).toBe(400);
    const tooMany = await importText('A1 1\n'.repeat(5001));
    expect(tooMany.statusCode).toBe(400);
    expect(codeOf(tooMany)).toBe('IMPORT_TOO_MANY_LINES');
    const a = await pick.take();
    const refused = await importText(`${a.articleNumber} 1`, blocked);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('BASKET_BLOCKED');
  });
});

describe('basket import limits', () => {
  it(`refuses more than ${MAX_IMPORT_LINES} lines with a clear error and writes nothing`, async () => {
    const a = await pick.take();
    const tooMany = await importText(`${a.articleNumber} 1\n`.repeat(MAX_IMPORT_LINES + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: {
        code: 'IMPORT_TOO_MANY_LINES',
        message: `At most ${MAX_IMPORT_LINES} lines can be imported at once`,
      },
    });
    expect(await lines()).toEqual({});
  });

  it('answers 429 with Retry-After once a customer imported too often', async () => {
    const key = `basket-import:${await accountIdOf(t, DEMO.uk)}`;
    await t.rateLimiter.reset(key);
    try {
      for (let i = 0; i < IMPORT_LIMIT.max; i++) {
        expect((await importText('', uk)).statusCode).toBe(200);
      }
      const refused = await importText('', uk);
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('TOO_MANY_IMPORTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // another customer is not affected
      expect((await importText('')).statusCode).toBe(200);
    } finally {
      await t.rateLimiter.reset(key);
    }
  });
});

describe('prepared baskets', () => {
  const action = (call: Caller, suffix: string, link: string) =>
    call('POST', `/api/accounts/${suffix}/basket/actions`, {
      action: 'importPreparedArticles',
      link,
    });

  it('seeds one for the demo account and imports it once', async () => {
    const first = await action(de, '100001', DEMO_PREPARED_LINK);
    expect(first.statusCode).toBe(200);
    const answer = first.json<ImportAnswer>();
    expect(answer.added).toBe(3);
    const once = await lines();
    const again = await action(de, '100001', DEMO_PREPARED_LINK);
    expect(again.json()).toEqual(answer);
    expect(await lines()).toEqual(once);
  });

  it('imports an operator-made basket and keeps it from other customers', async () => {
    const a = await pick.take();
    const link = await createPreparedBasket(t.database.handle.db, {
      customerNumber: 'de/100001',
      lines: [{ articleNumber: a.articleNumber.toLowerCase(), quantity: 4 }],
    });
    expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await action(uk, '200001', link)).statusCode).toBe(404);
    expect((await action(uk, '100001', link)).statusCode).toBe(404);
    expect((await action(de, '100002', link)).statusCode).toBe(404);
    expect((await action(de, '100001', 'unknown-link')).statusCode).toBe(404);
    const res = await action(de, '100001', link);
    expect(res.json()).toMatchObject({
      added: 1,
      lines: [{ articleNumber: a.articleNumber, quantity: 4 }],
    });
    expect(
      (await de('POST', '/api/accounts/100001/basket/actions', { action: 'other', link }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses unknown articles and accounts when an operator prepares one', async () => {
    await expect(
      createPreparedBasket(t.database.handle.db, {
        customerNumber: 'DE/100001',
        lines: [{ articleNumber: 'NOPE', quantity: 1 }],
      }),
    ).rejects.toThrow('Unknown articles: NOPE');
    await expect(
      createPreparedBasket(t.database.handle.db, { customerNumber: 'DE/999999', lines: [] }),
    ).rejects.toThrow('No account');
  });

  it('reads operator arguments', () => {
    expect(parseArticleArgument('ABC-1:4')).toEqual({ articleNumber: 'ABC-1', quantity: 4 });
    expect(parseArticleArgument('ABC-1')).toEqual({ articleNumber: 'ABC-1', quantity: 1 });
    expect(parseArticleArgument('ABC-1:0')).toBeNull();
    expect(parseArticleArgument('ABC 1')).toBeNull();
  });
});
