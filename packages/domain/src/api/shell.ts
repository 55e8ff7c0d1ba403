import { z } from 'zod';
import { LANGUAGES } from '../shops.ts';
import { CSV_FORMATS } from '../rules/csv-format.ts';
import { priceTiersSchema } from './price-tiers.ts';

/** Contracts of the shell calls: health, languages, translations, navigation, menu (the start page: start-page.ts). */

export const languageSchema = z.enum(LANGUAGES);

/**
 * The spreadsheet format a CSV export is written in; left out, the language's own
 * (docs/decisions/122-csv-in-the-buyers-spreadsheet.md).
 */
export const csvFormatSchema = z.enum(CSV_FORMATS);

/**
 * The query of a call that takes none: any parameter (another customer's number among them) is
 * refused with 400 rather than silently ignored.
 */
export const noQuerySchema = z.strictObject({});

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  /** the answering process, to tell the workers behind one address apart */
  pid: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: 200 once the answering process can serve, 503 before and while stopping. */
export const readySchema = z.object({ status: z.literal('ready'), pid: z.number().int() });
export type Ready = z.infer<typeof readySchema>;

export const languageEntrySchema = z.object({
  code: languageSchema,
  name: z.string(),
  /** true for de and en, whose translations are complete; the others fall back per key to en. */
  complete: z.boolean(),
});
export const languagesSchema = z.object({ languages: z.array(languageEntrySchema) });
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

/** Translations of one language: namespace -> key -> text (i18next resources). */
export const translationsSchema = z.object({
  language: languageSchema,
  version: z.string(),
  resources: z.record(z.string(), z.record(z.string(), z.string())),
});
export type Translations = z.infer<typeof translationsSchema>;

export const navigationEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  numberOfArticles: z.number().int(),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/**
 * The navigation groups (docs/product/catalog.md#cat-navigation): producers, productTypes, themes,
 * categories, appears, arrivals, novelties, campaign.
 */
export const navigationSchema = z.object({
  producers: z.array(navigationEntrySchema),
  productTypes: z.array(navigationEntrySchema),
  themes: z.array(navigationEntrySchema),
  categories: z.array(navigationEntrySchema),
  appears: z.array(navigationEntrySchema),
  arrivals: z.array(navigationEntrySchema),
  novelties: z.array(navigationEntrySchema),
  campaign: z.array(navigationEntrySchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const menuTypeSchema = z.enum([
  'category',
  'productType',
  'theme',
  'producer',
  'campaign',
  'overview',
  'link',
]);

export interface MenuEntry {
  id: number;
  name: string;
  order: number;
  row: number;
  type: z.infer<typeof menuTypeSchema>;
  /** the listing value (e.g. the category id in hex) or the external link */
  value: string;
  subEntries: MenuEntry[];
}
export const menuEntrySchema: z.ZodType<MenuEntry> = z
  .lazy(
    () =>
      z.object({
        id: z.number().int(),
        name: z.string(),
        order: z.number().int(),
        row: z.number().int(),
        type: menuTypeSchema,
        value: z.string(),
        subEntries: z.array(menuEntrySchema),
      }),
    // a named schema: the OpenAPI document refers to it instead of nesting it without end
  )
  .meta({ id: 'MenuEntry' });
export const menuSchema = z.object({ entries: z.array(menuEntrySchema) });
export type Menu = z.infer<typeof menuSchema>;

/**
 * A compact article tile for the start page. Visitors get no price fields at all; a logged-in
 * customer whose showPrices is on gets the unit price of one case they pay (pricing.ts
 * caseUnitPrice) in the shop currency (minor units).
 */
export const articleTileSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  producer: z.string().nullable(),
  theme: z.string().nullable(),
  image: z.string(),
  state: z.string(),
  releaseDate: z.string().nullable(),
  preorderDate: z.string().nullable(),
  /** Units per case: the add-to-basket quantity counts cases when it is above 1. */
  caseQuantity: z.number().int(),
  price: z.number().int().optional(),
  currency: z.enum(['EUR', 'GBP']).optional(),
  /** the quantity field's price tiers, as on lists (docs/decisions/098) */
  priceTiers: priceTiersSchema.optional(),
});
export type ArticleTile = z.infer<typeof articleTileSchema>;

/**
 * Theme or product-type boxes of an overview page (docs/product/catalog.md#cat-overview-page),
 * named in every language.
 */
export const menuBoxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  producer: z.string().nullable(),
  numberOfArticles: z.number().int(),
});
export const menuBoxesSchema = z.object({ entries: z.array(menuBoxSchema) });
export type MenuBox = z.infer<typeof menuBoxSchema>;
