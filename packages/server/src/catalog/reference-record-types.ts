import { z } from 'zod';
import type { ImportProblem, Located, RecordType } from '#server/exchange/record-type.ts';
import {
  cellNumber,
  dbIdField,
  definedEntries,
  languageColumns,
  nameField,
  namesField,
  namesFromCells,
  namesJson,
  namesOf,
  namesToCells,
  toCell,
  type Names,
} from './catalog-import-fields.ts';
import {
  findExistingIds,
  findNamedRows,
  pageNamedRows,
  upsertNamedRows,
  type NamedRow,
  type NamedTable,
} from './catalog-import.repository.ts';

/**
 * The reference records of the catalog (producer, productType, category, theme): keyed by the
 * ERP's id, which is stored as the row's id, so articles name them by that id
 * (docs/decisions/092-catalog-import.md). Replace mode leaves rows the import does not name
 * alone: articles, menus and old orders still point at them.
 */

export interface ReferenceRecord {
  dbId: number;
  oldDbId?: number | null | undefined;
  name: string;
  names?: Names | undefined;
  menuOrder?: number | null | undefined;
  producerDbId?: number | null | undefined;
  parentDbId?: number | null | undefined;
}

interface ReferenceDefinition {
  type: string;
  csvName: string;
  table: NamedTable;
  order: number;
  /** the field naming another row, and the record type and table it names */
  link?: { field: 'producerDbId' | 'parentDbId'; type: string; table: NamedTable };
}

const EXPORT_PAGE = 1000;

function schemaOf(definition: ReferenceDefinition): z.ZodType<ReferenceRecord> {
  const base = {
    dbId: dbIdField,
    oldDbId: dbIdField.nullable().optional(),
    name: nameField,
    names: namesField.optional(),
    menuOrder: z.number().int().min(0).max(1_000_000).nullable().optional(),
  };
  if (!definition.link) return z.strictObject(base);
  return z.strictObject({ ...base, [definition.link.field]: dbIdField.nullable().optional() });
}

function rowOf(definition: ReferenceDefinition, record: ReferenceRecord): NamedRow {
  const link = definition.link ? (record[definition.link.field] ?? null) : null;
  return {
    id: record.dbId,
    oldDbId: record.oldDbId ?? null,
    name: record.name,
    names: namesJson(record.names),
    menuOrder: record.menuOrder ?? null,
    link,
  };
}

function recordOf(definition: ReferenceDefinition, row: NamedRow): ReferenceRecord {
  const names = namesOf(row.names);
  return {
    dbId: row.id,
    ...(row.oldDbId !== null ? { oldDbId: row.oldDbId } : {}),
    name: row.name,
    ...(names ? { names } : {}),
    ...(row.menuOrder !== null ? { menuOrder: row.menuOrder } : {}),
    ...(definition.link && row.link !== null ? { [definition.link.field]: row.link } : {}),
  };
}

const sameRow = (a: NamedRow, b: NamedRow) =>
  a.oldDbId === b.oldDbId &&
  a.name === b.name &&
  a.names === b.names &&
  a.menuOrder === b.menuOrder &&
  a.link === b.link;

function csvOf(definition: ReferenceDefinition): RecordType<ReferenceRecord>['csv'] {
  const linkField = definition.link?.field;
  const columns = [
    'dbId',
    'oldDbId',
    'name',
    ...languageColumns('name'),
    'menuOrder',
    ...(linkField ? [linkField] : []),
  ];
  return {
    columns,
    required: ['dbId', 'name'],
    fromRow: (cells) =>
      definedEntries({
        dbId: cellNumber(cells.dbId),
        oldDbId: cellNumber(cells.oldDbId),
        name: cells.name,
        names: namesFromCells(cells, 'name'),
        menuOrder: cellNumber(cells.menuOrder),
        ...(linkField ? { [linkField]: cellNumber(cells[linkField]) } : {}),
      }),
    toRow: (record) => ({
      dbId: toCell(record.dbId),
      oldDbId: toCell(record.oldDbId),
      name: record.name,
      ...namesToCells('name', record.names),
      menuOrder: toCell(record.menuOrder),
      ...(linkField ? { [linkField]: toCell(record[linkField]) } : {}),
    }),
  };
}

async function checkLinks(
  definition: ReferenceDefinition,
  db: Parameters<NonNullable<RecordType<ReferenceRecord>['check']>>[0],
  batch: readonly Located<ReferenceRecord>[],
  keys: Parameters<NonNullable<RecordType<ReferenceRecord>['check']>>[2],
): Promise<ImportProblem[]> {
  const link = definition.link;
  if (!link) return [];
  const wanted = batch.flatMap((item) => {
    const id = item.record[link.field];
    return id === undefined || id === null || keys.has(link.type, String(id)) ? [] : [id];
  });
  const stored = await findExistingIds(db, link.table, wanted);
  const problems: ImportProblem[] = [];
  for (const item of batch) {
    const id = item.record[link.field];
    if (id === undefined || id === null) continue;
    const problem = (code: string, message: string) =>
      problems.push({
        file: item.file,
        line: item.line,
        type: definition.type,
        key: String(item.record.dbId),
        field: link.field,
        code,
        message,
      });
    if (link.table === definition.table && id === item.record.dbId) {
      problem('SELF_REFERENCE', `${definition.type} ${id} cannot be its own parent`);
    } else if (!keys.has(link.type, String(id)) && !stored.has(id)) {
      problem('UNKNOWN_REFERENCE', `${link.type} ${id} is neither in this import nor stored`);
    }
  }
  return problems;
}

function referenceType(definition: ReferenceDefinition): RecordType<ReferenceRecord> {
  return {
    type: definition.type,
    csvName: definition.csvName,
    scope: 'catalog',
    order: definition.order,
    schema: schemaOf(definition),
    csv: csvOf(definition),
    key: (record) => String(record.dbId),
    // a type without a link has nothing to check beyond its schema, and no check pass to pay
    ...(definition.link
      ? { check: (db, batch, keys) => checkLinks(definition, db, batch, keys) }
      : {}),
    async apply(tx, batch, context) {
      const wanted = batch.map((item) => rowOf(definition, item.record));
      const stored = new Map(
        (
          await findNamedRows(
            tx,
            definition.table,
            wanted.map((row) => row.id),
          )
        ).map((row) => [row.id, row]),
      );
      const changed = wanted.filter((row) => {
        const before = stored.get(row.id);
        if (!before) context.counts.created++;
        else if (sameRow(before, row)) context.counts.unchanged++;
        else context.counts.updated++;
        return !before || !sameRow(before, row);
      });
      if (changed.length > 0) await upsertNamedRows(tx, definition.table, changed);
    },
    async *exportAll(db) {
      let afterId = 0;
      for (;;) {
        const rows = await pageNamedRows(db, definition.table, afterId, EXPORT_PAGE);
        for (const row of rows) yield recordOf(definition, row);
        if (rows.length < EXPORT_PAGE) return;
        afterId = rows[rows.length - 1]!.id;
      }
    },
  };
}

const DEFINITIONS: Record<NamedTable, ReferenceDefinition> = {
  producers: { type: 'producer', csvName: 'producers', table: 'producers', order: 10 },
  productTypes: { type: 'productType', csvName: 'productTypes', table: 'productTypes', order: 11 },
  categories: {
    type: 'category',
    csvName: 'categories',
    table: 'categories',
    order: 12,
    link: { field: 'parentDbId', type: 'category', table: 'categories' },
  },
  themes: {
    type: 'theme',
    csvName: 'themes',
    table: 'themes',
    order: 13,
    link: { field: 'producerDbId', type: 'producer', table: 'producers' },
  },
};

export const producerRecordType = referenceType(DEFINITIONS.producers);
export const productTypeRecordType = referenceType(DEFINITIONS.productTypes);
export const categoryRecordType = referenceType(DEFINITIONS.categories);
export const themeRecordType = referenceType(DEFINITIONS.themes);

/** A stored row as its import record, with the record's type name (what the export writes). */
export function referenceRecordOf(
  table: NamedTable,
  row: NamedRow,
): ReferenceRecord & { type: string } {
  const definition = DEFINITIONS[table];
  return { type: definition.type, ...recordOf(definition, row) };
}
