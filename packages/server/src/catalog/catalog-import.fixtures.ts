import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '@shop/domain/shops.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { ImportKeyIndex } from '#server/exchange/import-keys.ts';
import type {
  ApplyContext,
  ImportMode,
  ImportProblem,
  Located,
  RecordType,
} from '#server/exchange/record-type.ts';
import type { Database } from '#server/db/database.ts';

/**
 * What the catalog import tests share: a small catalog with every kind of record, a picture
 * server on 127.0.0.1, and the steps of an import (read with the schema, check, apply in one
 * transaction, finish) called directly on the record types, as the import machinery calls them.
 */

export interface TypedRecord {
  type: string;
  [field: string]: unknown;
}

const texts = (name: string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        name: `${name} (${language})`,
        description: `${name}: ${language} description`,
        keywords: `${name}, ${language}`,
      },
    ]),
  );

/** Reference data, a campaign, a plain article, a sized shirt with three sizes and a hot deal. */
export function fixtureCatalog(picture?: string): TypedRecord[] {
  const names = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} ${l}`]));
  return [
    {
      type: 'producer',
      dbId: 501,
      oldDbId: 9501,
      name: 'Star Toys',
      names: names('Star Toys'),
      menuOrder: 1,
    },
    { type: 'producer', dbId: 502, name: 'Moon Games' },
    { type: 'productType', dbId: 31, name: 'Action figure', names: names('Figure') },
    { type: 'productType', dbId: 32, name: 'T-shirt' },
    { type: 'category', dbId: 71, name: 'Toys', menuOrder: 1 },
    { type: 'category', dbId: 72, name: 'Figures', parentDbId: 71 },
    { type: 'theme', dbId: 801, name: 'Space Knights', producerDbId: 501 },
    { type: 'theme', dbId: 802, name: 'Moon Quest', producerDbId: 502 },
    {
      type: 'campaign',
      code: 'WINTER',
      name: 'Winter offers',
      names: { de: 'Winterangebote', en: 'Winter offers' },
      rebate: 5,
      startsAt: '2026-11-01',
      endsAt: '2027-02-28',
    },
    {
      type: 'article',
      articleNumber: 'ST1001',
      localization: texts('Space Knight figure'),
      producerDbId: 501,
      productTypeDbId: 31,
      themeDbIds: [801],
      categoryDbIds: [71, 72],
      state: 'inStock',
      stockQuantity: 48,
      caseQuantity: 6,
      producerCaseQuantity: 24,
      intakeDate: '2026-11-20',
      releaseDate: '2026-10-01',
      firstSalesDay: '2026-10-01',
      prices: {
        EUR: {
          singlePrice: 1299,
          evp: 2499,
          tiers: [
            { amount: 6, price: 1299, rebate: 0 },
            { amount: 24, price: 1199, rebate: 3 },
          ],
        },
        GBP: { singlePrice: 1099, tiers: [{ amount: 6, price: 1099 }] },
      },
      taxRate: 19,
      taric: '95030075',
      barcode: '4006381333931',
      weight: 350,
      size: '300x200x100',
      delivery_type: 'parcel',
      allowDropshipping: true,
      packageType: 'window box',
      gpsr: {
        manufacturer: 'Star Toys, 1 Main Street, Springfield',
        responsiblePerson: 'Demo Wholesale GmbH, Musterstadt',
        safetyWarnings: [{ code: 'smallParts', text: { de: 'Kleinteile.', en: 'Small parts.' } }],
      },
      images: picture ? [picture] : [],
    },
    {
      type: 'article',
      articleNumber: 'MG2000',
      mainArticleNumber: 'MG2000',
      localization: texts('Moon Quest shirt'),
      producerDbId: 502,
      productTypeDbId: 32,
      themeDbIds: [802],
      state: 'inStock',
      stockQuantity: 30,
      prices: { EUR: { singlePrice: 1500 } },
      campaignCode: 'WINTER',
    },
    ...['S', 'M', 'L'].map((size, index) => ({
      type: 'article',
      articleNumber: `MG2000-${size}`,
      mainArticleNumber: 'MG2000',
      variantValue: size,
      variantOrder: index + 1,
      localization: texts(`Moon Quest shirt ${size}`),
      producerDbId: 502,
      productTypeDbId: 32,
      state: 'inStock',
      stockQuantity: 10,
      prices: { EUR: { singlePrice: 1500 }, GBP: { singlePrice: 1300 } },
    })),
    {
      type: 'article',
      articleNumber: 'ST1002',
      localization: { de: { name: 'Sonderangebot' }, en: { name: 'Hot deal' } },
      state: 'partialStock',
      stockQuantity: 2,
      lowStock: true,
      etaDate: '2026-12-20',
      categorisation: [34371],
      specialDate: '2026-11-28',
      prices: { EUR: { singlePrice: 800, oldPrice: 1000 } },
    },
  ];
}

export interface ImportResult {
  problems: ImportProblem[];
  context: ApplyContext;
}

/** A record's zod problems as the import lists them: the field's dotted path. */
function schemaProblems(
  type: RecordType<unknown>,
  line: number,
  record: TypedRecord,
  file: string,
) {
  const { type: typeName, ...fields } = record;
  const parsed = type.schema.safeParse(fields);
  if (parsed.success) return { record: parsed.data, problems: [] };
  return {
    record: undefined,
    problems: parsed.error.issues.map((issue): ImportProblem => ({
      file,
      line,
      type: typeName,
      key: null,
      field:
        issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : null),
      code: 'INVALID_FIELD',
      message: issue.message,
    })),
  };
}

export function newContext(mode: ImportMode, now = '2026-12-02T08:00:00.000Z'): ApplyContext {
  return {
    mode,
    now,
    counts: { created: 0, updated: 0, unchanged: 0, removed: 0 },
    changedArticleIds: new Set(),
    stockChangedArticleIds: new Set(),
    afterCommit: () => undefined,
  };
}

/**
 * Reads, checks and applies records with the record types as the machinery does: nothing is
 * applied when any record has a problem; records in ascending order of their type's `order`.
 */
export async function importRecords(
  db: Database,
  types: readonly RecordType<unknown>[],
  records: readonly TypedRecord[],
  mode: ImportMode = 'delta',
  options: { now?: string; batchSize?: number } = {},
): Promise<ImportResult> {
  const file = 'catalog.jsonl';
  const problems: ImportProblem[] = [];
  const byType = new Map<RecordType<unknown>, Located<unknown>[]>();
  records.forEach((record, index) => {
    const type = types.find((candidate) => candidate.type === record.type);
    if (!type) throw new Error(`no record type ${record.type}`);
    const read = schemaProblems(type, index + 1, record, file);
    problems.push(...read.problems);
    if (read.record !== undefined) {
      const list = byType.get(type) ?? [];
      list.push({ file, line: index + 1, record: read.record });
      byType.set(type, list);
    }
  });
  const size = options.batchSize ?? 1000;
  const importKeys = new ImportKeyIndex(size);
  const notApplied: (() => Promise<void>)[] = [];
  const run = {
    ifNotApplied: (task: () => Promise<void>) => void notApplied.push(task),
    folderOf: () => undefined,
  };
  for (const [type, list] of byType)
    for (const item of list) problems.push(...importKeys.note(type, item, type.key(item.record)));
  const ordered = [...byType].sort(([a], [b]) => a.order - b.order);
  for (const [type, list] of ordered) {
    for (let start = 0; start < list.length; start += size)
      problems.push(
        ...((await type.check?.(db, list.slice(start, start + size), importKeys, run)) ?? []),
      );
  }
  const context = newContext(mode, options.now);
  if (problems.length > 0) {
    for (const task of notApplied) await task();
    return { problems, context };
  }
  await db.transaction().execute(async (tx) => {
    for (const [type, list] of ordered) {
      for (let start = 0; start < list.length; start += size)
        await type.apply(tx, list.slice(start, start + size), context);
      if (mode === 'replace')
        await type.finish?.(tx, new Set(list.map((item) => type.key(item.record))), context);
    }
  });
  return { problems, context };
}

/** Every record the types export, with its type, as an export file holds them. */
export async function exportRecords(
  db: DbOrTx,
  types: readonly RecordType<unknown>[],
): Promise<TypedRecord[]> {
  const records: TypedRecord[] = [];
  for (const type of [...types].sort((a, b) => a.order - b.order)) {
    if (type.type === 'stockPrice') continue;
    for await (const record of type.exportAll(db))
      records.push({ type: type.type, ...(record as object) });
  }
  return records;
}

/** Row counts of the catalog's tables and the newest updated_at, to tell whether an import wrote. */
export async function catalogFootprint(db: DbOrTx): Promise<Record<string, number | string>> {
  const tables = [
    'producers',
    'productTypes',
    'categories',
    'themes',
    'campaigns',
    'articles',
    'articleLocalizations',
    'articlePrices',
    'articlePriceTiers',
    'articleThemes',
    'articleCategories',
    'articleCategorisations',
    'articleImages',
    'articleGpsr',
  ] as const;
  const footprint: Record<string, number | string> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    footprint[table] = Number(row.count);
  }
  const updated = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.max('updatedAt').as('last'))
    .executeTakeFirstOrThrow();
  footprint.lastUpdate = updated.last ?? '';
  return footprint;
}

export interface PictureServer {
  url: (name: string) => string;
  requests: string[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 answering the given bodies by path, 404 otherwise. */
export async function startPictureServer(
  files: Record<string, { body: Buffer; type: string }>,
): Promise<PictureServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const file = files[request.url ?? ''];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}${name}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
