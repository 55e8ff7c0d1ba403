import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/http/app-error.ts';
import {
  countProductTypes,
  countThemes,
  findCategoryTree,
  findTopMenuEntry,
  type ArticleScope,
  type BoxRow,
} from './menu-boxes.repository.ts';

/** At most this many boxes on an overview page; the busiest first. */
const BOX_LIMIT = 48;

export interface MenuBox {
  id: number;
  name: string;
  names: Record<string, string>;
  producer: string | null;
  numberOfArticles: number;
}

async function scopeOf(db: DbOrTx, order: number): Promise<ArticleScope> {
  const entry = await findTopMenuEntry(db, order);
  if (!entry) throw notFound('No such menu entry');
  if (entry.type === 'campaign') return { kind: 'campaigns' };
  const categoryId = Number.parseInt(entry.value, 16);
  if (entry.type !== 'category' || !Number.isSafeInteger(categoryId))
    throw notFound('No boxes for this menu entry');
  return { kind: 'categories', ids: await findCategoryTree(db, categoryId) };
}

function toBox(row: BoxRow): MenuBox {
  let names: Record<string, string> = {};
  try {
    names = JSON.parse(row.names) as Record<string, string>;
  } catch {
    names = {};
  }
  return {
    id: row.id,
    name: row.name,
    names,
    producer: row.producer,
    numberOfArticles: Number(row.numberOfArticles),
  };
}

/** The theme boxes of an overview page: themes (with their producer) of the menu entry's articles. */
export async function themesByMenu(db: DbOrTx, order: number): Promise<MenuBox[]> {
  return (await countThemes(db, await scopeOf(db, order), BOX_LIMIT)).map(toBox);
}

/** The product-type boxes of an overview page. */
export async function productTypesByMenu(db: DbOrTx, order: number): Promise<MenuBox[]> {
  return (await countProductTypes(db, await scopeOf(db, order), BOX_LIMIT)).map(toBox);
}
