/**
 * The reference data of the demo catalog: categories, product types, producers, themes and
 * campaigns with their table rows, and the main menu built from them.
 */
import { LANGUAGES } from '@shop/domain/shops.ts';
import type { RowBatch } from './bulk-writer.ts';
import { addDays } from './dates.ts';
import {
  CAMPAIGNS,
  FIXED_THEMES,
  PRODUCERS,
  THEME_COUNT,
  THEME_FIRST_WORDS,
  THEME_SECOND_WORDS,
  type CampaignDef,
  type ProducerDef,
} from './names.ts';
import { Random } from './random.ts';
import {
  CATEGORIES,
  PRODUCT_TYPES,
  type CategoryKey,
  type ProductTypeDef,
  type Texts,
} from './taxonomy.ts';

const SEED = 'wholesale-demo-catalog-v1';

export interface Category {
  id: number;
  key: string;
  menuOrder: number;
  names: Texts;
  parentId: number | null;
}

export interface ProductType extends ProductTypeDef {
  id: number;
  categoryId: number;
  subcategoryId: number;
  menuOrder: number;
}

export interface Producer extends ProducerDef {
  id: number;
  menuOrder: number;
  types: ProductType[];
  themes: Theme[];
  numberCounter: number;
  eanCounter: number;
}

export interface Theme {
  id: number;
  name: string;
  producer: Producer;
}

export interface Campaign extends CampaignDef {
  id: number;
  active: boolean;
}

export interface Reference {
  categories: Category[];
  topCategory: Map<CategoryKey, Category>;
  types: ProductType[];
  typeByKey: Map<string, ProductType>;
  producers: Producer[];
  themes: Theme[];
  campaigns: Campaign[];
}

export const allLanguages = (text: string): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Texts;

const CAMPAIGN_MENU_NAMES: Texts = {
  de: 'Aktionen',
  en: 'Campaigns',
  es: 'Campañas',
  fr: 'Promotions',
  it: 'Promozioni',
  pl: 'Promocje',
  ja: 'キャンペーン',
};

function composeThemes(random: Random): string[] {
  const names = [...FIXED_THEMES];
  const taken = new Set(names);
  const pairs: string[] = [];
  for (const first of THEME_FIRST_WORDS) {
    for (const second of THEME_SECOND_WORDS) {
      // "... Knights" only as the fixed example: several such pairs name real games.
      if (first !== second && second !== 'Knights') pairs.push(`${first} ${second}`);
    }
  }
  for (const name of random.shuffle(pairs)) {
    if (names.length >= THEME_COUNT) break;
    if (!taken.has(name)) {
      taken.add(name);
      names.push(name);
    }
  }
  return names;
}

export function buildReference(referenceDate: string): Reference {
  const random = new Random(`${SEED}:reference`);
  const categories: Category[] = [];
  const topCategory = new Map<CategoryKey, Category>();
  const subcategory = new Map<string, Category>();
  CATEGORIES.forEach((definition, index) => {
    const top: Category = {
      id: index + 1,
      key: definition.key,
      menuOrder: index + 1,
      names: definition.names,
      parentId: null,
    };
    categories.push(top);
    topCategory.set(definition.key, top);
  });
  for (const definition of CATEGORIES) {
    const top = topCategory.get(definition.key)!;
    definition.subcategories.forEach((sub, index) => {
      const category: Category = {
        id: categories.length + 1,
        key: sub.key,
        menuOrder: index + 1,
        names: sub.names,
        parentId: top.id,
      };
      categories.push(category);
      subcategory.set(`${definition.key}/${sub.key}`, category);
    });
  }

  const types: ProductType[] = PRODUCT_TYPES.map((definition, index) => {
    const top = topCategory.get(definition.category)!;
    const sub = subcategory.get(`${definition.category}/${definition.subcategory}`);
    if (!sub) throw new Error(`Unknown subcategory of product type ${definition.key}`);
    return {
      ...definition,
      id: index + 1,
      categoryId: top.id,
      subcategoryId: sub.id,
      menuOrder: top.menuOrder,
    };
  });
  const typeByKey = new Map(types.map((type) => [type.key, type]));

  const producers: Producer[] = PRODUCERS.map((definition, index) => ({
    ...definition,
    id: index + 1,
    menuOrder: topCategory.get(definition.categories[0]!)!.menuOrder,
    types: types.filter((type) => definition.categories.includes(type.category)),
    themes: [],
    numberCounter: 1000 + index * 37,
    eanCounter: 1,
  }));

  const themes: Theme[] = composeThemes(random).map((name, index) => {
    const producer = producers[index % producers.length]!;
    const theme: Theme = { id: index + 1, name, producer };
    producer.themes.push(theme);
    return theme;
  });

  const campaigns: Campaign[] = CAMPAIGNS.map((definition, index) => ({
    ...definition,
    id: index + 1,
    active:
      definition.endOffset === null ||
      addDays(referenceDate, definition.endOffset) >= referenceDate,
  }));

  return { categories, topCategory, types, typeByKey, producers, themes, campaigns };
}

export function writeReference(batch: RowBatch, reference: Reference, referenceDate: string): void {
  for (const category of reference.categories) {
    batch.add('categories', {
      id: category.id,
      oldDbId: 5000 + category.id,
      name: category.names.en,
      names: JSON.stringify(category.names),
      menuOrder: category.menuOrder,
      parentId: category.parentId,
    });
  }
  for (const type of reference.types) {
    batch.add('productTypes', {
      id: type.id,
      oldDbId: 3000 + type.id,
      name: type.names.en,
      names: JSON.stringify(type.names),
      menuOrder: type.menuOrder,
    });
  }
  for (const producer of reference.producers) {
    batch.add('producers', {
      id: producer.id,
      oldDbId: 1000 + producer.id,
      name: producer.name,
      names: JSON.stringify(allLanguages(producer.name)),
      menuOrder: producer.menuOrder,
    });
  }
  for (const theme of reference.themes) {
    batch.add('themes', {
      id: theme.id,
      oldDbId: 2000 + theme.id,
      name: theme.name,
      names: JSON.stringify(allLanguages(theme.name)),
      menuOrder: theme.producer.menuOrder,
      producerId: theme.producer.id,
    });
  }
  for (const campaign of reference.campaigns) {
    batch.add('campaigns', {
      id: campaign.id,
      code: campaign.code,
      name: campaign.names.en,
      names: JSON.stringify(campaign.names),
      startsAt: addDays(referenceDate, campaign.startOffset),
      endsAt: campaign.endOffset === null ? null : addDays(referenceDate, campaign.endOffset),
      rebate: campaign.rebate,
      bannerImage: null,
    });
  }
  writeMenu(batch, reference);
}

/**
 * The main menu: one entry per top category (menu orders 1 to 7) whose sub-entries are its
 * subcategories (row 0), product types (row 1) and producers (row 2); menu order 8 is the campaigns
 * menu (docs/product/catalog.md#cat-campaign-menu). Values are ids in hex, as in search URLs.
 */
function writeMenu(batch: RowBatch, reference: Reference): void {
  let id = 0;
  const hex = (value: number) => value.toString(16);
  const add = (
    parentId: number | null,
    names: Texts,
    menuOrder: number,
    row: number,
    type: string,
    value: string,
  ): number => {
    id++;
    batch.add('menuEntries', {
      id,
      parentId,
      name: names.en,
      names: JSON.stringify(names),
      menuOrder,
      row,
      type,
      value,
    });
    return id;
  };
  const tops = reference.categories.filter((category) => category.parentId === null);
  const topIds = tops.map((top) => add(null, top.names, top.menuOrder, 0, 'category', hex(top.id)));
  const campaignsId = add(null, CAMPAIGN_MENU_NAMES, 8, 0, 'campaign', '');
  tops.forEach((top, index) => {
    const parentId = topIds[index]!;
    const subcategories = reference.categories.filter((category) => category.parentId === top.id);
    subcategories.forEach((sub, order) =>
      add(parentId, sub.names, order + 1, 0, 'category', hex(sub.id)),
    );
    reference.types
      .filter((type) => type.categoryId === top.id)
      .forEach((type, order) =>
        add(parentId, type.names, order + 1, 1, 'productType', hex(type.id)),
      );
    reference.producers
      .filter((producer) => producer.categories.includes(top.key as CategoryKey))
      .slice(0, 8)
      .forEach((producer, order) =>
        add(parentId, allLanguages(producer.name), order + 1, 2, 'producer', hex(producer.id)),
      );
  });
  reference.campaigns
    .filter((campaign) => campaign.active)
    .forEach((campaign, order) =>
      add(campaignsId, campaign.names, order + 1, 0, 'campaign', hex(campaign.id)),
    );
}
