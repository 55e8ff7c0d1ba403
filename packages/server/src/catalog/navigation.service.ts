import { dateTimeFormat } from '@shop/domain/rules/intl-formats.ts';
import type { Language } from '@shop/domain/shops.ts';
import type { MenuEntry, Navigation, NavigationEntry } from '@shop/domain/api/shell.ts';
import { menuTypeSchema } from '@shop/domain/api/shell.ts';
import type { DbOrTx } from '#server/db/database.ts';
import {
  countArticlesByCampaign,
  countArticlesByMonth,
  countArticlesByTaxonomy,
  findMenuEntries,
  type DateColumn,
  type TaxonomyCountRow,
} from './catalog.repository.ts';
import { localizedName } from './localized-name.ts';

function toEntries(rows: TaxonomyCountRow[], language: Language): NavigationEntry[] {
  return rows
    .map((row) => ({
      id: row.id,
      name: localizedName(row.names, language, row.name),
      numberOfArticles: Number(row.numberOfArticles),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** 'YYYY-MM-01' of the month `offset` months from the month of `date`. */
function monthStart(date: Date, offset: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Month entries for novelties (in-shop date), arrivals (intake date) and appears (release date):
 * the id is the month as a number YYYYMM, the name the localized month and year
 * (docs/decisions/005-month-navigation.md).
 */
async function monthEntries(
  db: DbOrTx,
  column: DateColumn,
  language: Language,
  from: string,
  to: string,
  newestFirst: boolean,
): Promise<NavigationEntry[]> {
  const rows = await countArticlesByMonth(db, column, from, to);
  const format = dateTimeFormat(language === 'en' ? 'en-GB' : language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const entries = rows.map((row) => ({
    id: Number(row.month.replace('-', '')),
    name: format.format(new Date(`${row.month}-01T00:00:00Z`)),
    numberOfArticles: Number(row.numberOfArticles),
  }));
  return newestFirst ? entries.reverse() : entries;
}

export async function loadNavigation(
  db: DbOrTx,
  language: Language,
  today = new Date(),
): Promise<Navigation> {
  const [producers, productTypes, themes, categories, campaigns] = await Promise.all([
    countArticlesByTaxonomy(db, 'producers'),
    countArticlesByTaxonomy(db, 'productTypes'),
    countArticlesByTaxonomy(db, 'themes'),
    countArticlesByTaxonomy(db, 'categories'),
    countArticlesByCampaign(db),
  ]);
  const todayIso = today.toISOString().slice(0, 10);
  const [novelties, arrivals, appears] = await Promise.all([
    monthEntries(db, 'inshopDate', language, monthStart(today, -5), monthStart(today, 1), true),
    monthEntries(db, 'intakeDate', language, monthStart(today, -5), monthStart(today, 1), true),
    monthEntries(db, 'releaseDate', language, monthStart(today, 0), monthStart(today, 7), false),
  ]);
  return {
    producers: toEntries(producers, language),
    productTypes: toEntries(productTypes, language),
    themes: toEntries(themes, language),
    categories: toEntries(categories, language),
    appears,
    arrivals,
    novelties,
    campaign: toEntries(
      campaigns.filter((c) => c.endsAt === null || c.endsAt >= todayIso),
      language,
    ),
  };
}

export async function loadMenu(db: DbOrTx, language: Language): Promise<MenuEntry[]> {
  const rows = await findMenuEntries(db);
  const byId = new Map<number, MenuEntry>();
  for (const row of rows) {
    const type = menuTypeSchema.safeParse(row.type);
    byId.set(row.id, {
      id: row.id,
      name: localizedName(row.names, language, row.name),
      order: row.menuOrder,
      row: row.row,
      type: type.success ? type.data : 'link',
      value: row.value,
      subEntries: [],
    });
  }
  const roots: MenuEntry[] = [];
  for (const row of rows) {
    const entry = byId.get(row.id)!;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.subEntries : roots).push(entry);
  }
  return roots;
}
