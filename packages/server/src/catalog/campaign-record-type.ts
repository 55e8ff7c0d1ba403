import { z } from 'zod';
import type { RecordType } from '#server/exchange/record-type.ts';
import {
  cellNumber,
  dateField,
  definedEntries,
  languageColumns,
  nameField,
  namesField,
  namesFromCells,
  namesJson,
  namesOf,
  namesToCells,
  percentField,
  toCell,
  type Names,
} from './catalog-import-fields.ts';
import {
  findCampaignsByCode,
  listCampaigns,
  upsertCampaigns,
  type CampaignRow,
} from './catalog-import.repository.ts';

/**
 * A campaign, keyed by its code (articles name it by code): its names, its rebate in whole
 * percent and the days it runs. Replace mode ends no campaign: one the import leaves out keeps
 * its end date.
 */
export interface CampaignRecord {
  code: string;
  name: string;
  names?: Names | undefined;
  rebate?: number | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  bannerImage?: string | null | undefined;
}

export const campaignCodeField = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, {
  message: 'must be letters, digits, dot, dash or underscore (at most 40)',
});

const campaignSchema = z
  .strictObject({
    code: campaignCodeField,
    name: nameField,
    names: namesField.optional(),
    rebate: percentField.optional(),
    startsAt: dateField.nullable().optional(),
    endsAt: dateField.nullable().optional(),
    /** a picture of the shop (/images/…) or an https address */
    bannerImage: z
      .string()
      .max(500)
      .regex(/^(?:\/images\/|https:\/\/)[^\s"'<>\\]+$/, {
        message: 'must be a shop picture (/images/…) or an https address',
      })
      .nullable()
      .optional(),
  })
  .refine((record) => !record.startsAt || !record.endsAt || record.startsAt <= record.endsAt, {
    message: 'endsAt must not be before startsAt',
    path: ['endsAt'],
  });

type CampaignValues = Omit<CampaignRow, 'id'>;

function valuesOf(record: CampaignRecord): CampaignValues {
  return {
    code: record.code,
    name: record.name,
    names: namesJson(record.names),
    rebate: record.rebate ?? 0,
    startsAt: record.startsAt ?? null,
    endsAt: record.endsAt ?? null,
    bannerImage: record.bannerImage ?? null,
  };
}

export function campaignRecordOf(row: CampaignRow): CampaignRecord {
  const names = namesOf(row.names);
  return {
    code: row.code,
    name: row.name,
    ...(names ? { names } : {}),
    rebate: row.rebate,
    ...(row.startsAt !== null ? { startsAt: row.startsAt } : {}),
    ...(row.endsAt !== null ? { endsAt: row.endsAt } : {}),
    ...(row.bannerImage !== null ? { bannerImage: row.bannerImage } : {}),
  };
}

const FIELDS = ['name', 'names', 'rebate', 'startsAt', 'endsAt', 'bannerImage'] as const;

export const campaignRecordType: RecordType<CampaignRecord> = {
  type: 'campaign',
  csvName: 'campaigns',
  scope: 'catalog',
  order: 14,
  schema: campaignSchema,
  csv: {
    columns: [
      'code',
      'name',
      ...languageColumns('name'),
      'rebate',
      'startsAt',
      'endsAt',
      'bannerImage',
    ],
    required: ['code', 'name'],
    fromRow: (cells) =>
      definedEntries({
        code: cells.code,
        name: cells.name,
        names: namesFromCells(cells, 'name'),
        rebate: cellNumber(cells.rebate),
        startsAt: cells.startsAt,
        endsAt: cells.endsAt,
        bannerImage: cells.bannerImage,
      }),
    toRow: (record) => ({
      code: record.code,
      name: record.name,
      ...namesToCells('name', record.names),
      rebate: toCell(record.rebate),
      startsAt: toCell(record.startsAt),
      endsAt: toCell(record.endsAt),
      bannerImage: toCell(record.bannerImage),
    }),
  },
  key: (record) => record.code,
  async apply(tx, batch, context) {
    const stored = new Map(
      (
        await findCampaignsByCode(
          tx,
          batch.map((item) => item.record.code),
        )
      ).map((row) => [row.code, row]),
    );
    const changed: CampaignValues[] = [];
    for (const item of batch) {
      const values = valuesOf(item.record);
      const before = stored.get(values.code);
      if (!before) context.counts.created++;
      else if (FIELDS.every((field) => before[field] === values[field])) {
        context.counts.unchanged++;
        continue;
      } else context.counts.updated++;
      changed.push(values);
    }
    if (changed.length > 0) await upsertCampaigns(tx, changed);
  },
  async *exportAll(db) {
    for (const row of await listCampaigns(db)) yield campaignRecordOf(row);
  },
};
