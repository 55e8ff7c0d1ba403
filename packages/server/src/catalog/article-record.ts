import { z } from 'zod';
import { ARTICLE_STATES } from '@shop/domain/rules/availability.ts';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '@shop/domain/shops.ts';
import {
  articleNumberField,
  barcodeField,
  countField,
  dateField,
  dbIdField,
  longText,
  moneyField,
  percentField,
  shortText,
  timestampField,
} from './catalog-import-fields.ts';
import { campaignCodeField } from './campaign-record-type.ts';

/**
 * The article record of the catalog import (docs/operator-guide/catalog.md): one whole article,
 * so a field the record leaves out is empty (null, false, none) after the import, as the
 * export leaves it out. Money in minor units, rebates in whole percent, dates YYYY-MM-DD.
 */

/** Languages whose name every article must have: the shop falls back to en, the de shop opens in de. */
export const REQUIRED_NAME_LANGUAGES: readonly Language[] = ['de', 'en'];

export const localizationSchema = z.strictObject({
  name: shortText(300),
  description: longText(20_000).optional(),
  keywords: longText(2_000).optional(),
  /** the language this text was translated from, when it is a translation */
  sourceLanguage: z.enum(LANGUAGES).optional(),
});
export type LocalizationRecord = z.infer<typeof localizationSchema>;

const tierSchema = z.strictObject({
  amount: z.number().int().min(1).max(1_000_000),
  price: moneyField,
  rebate: percentField.optional(),
});
export type TierRecord = z.infer<typeof tierSchema>;

export const tiersField = z
  .array(tierSchema)
  .max(50)
  .superRefine((tiers, ctx) => {
    const seen = new Set<number>();
    tiers.forEach((tier, index) => {
      if (seen.has(tier.amount))
        ctx.addIssue({
          code: 'custom',
          message: `amount ${tier.amount} is listed twice`,
          path: [index, 'amount'],
        });
      seen.add(tier.amount);
    });
  });

export const priceSchema = z.strictObject({
  singlePrice: moneyField,
  oldPrice: moneyField.nullable().optional(),
  /** the recommended retail price, VAT included */
  evp: moneyField.nullable().optional(),
  rebate: percentField.optional(),
  preorderRebate: percentField.optional(),
  tiers: tiersField.optional(),
  /** what kind of price it is: net, fixedRetail, promotion; left out for an ordinary price */
  type: shortText(100).nullable().optional(),
});
export type PriceRecord = z.infer<typeof priceSchema>;

/** Prices per currency the shop sells in; any other currency is refused by name. */
export const pricesField = z.strictObject(
  Object.fromEntries(CURRENCIES.map((currency) => [currency, priceSchema.optional()])) as Record<
    Currency,
    z.ZodOptional<typeof priceSchema>
  >,
);
export type PricesRecord = Partial<Record<Currency, PriceRecord>>;

const localizationsField = z
  .strictObject(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, localizationSchema.optional()]),
    ) as Record<Language, z.ZodOptional<typeof localizationSchema>>,
  )
  .superRefine((localization, ctx) => {
    for (const language of REQUIRED_NAME_LANGUAGES) {
      if (!localization[language])
        ctx.addIssue({
          code: 'custom',
          message: `the name in ${language} is required`,
          path: [language, 'name'],
        });
    }
  });

/** A safety warning: an optional code and its text per language (en at least). */
const safetyWarningSchema = z.strictObject({
  code: shortText(60).optional(),
  text: z
    .strictObject(
      Object.fromEntries(
        LANGUAGES.map((language) => [language, shortText(2_000).optional()]),
      ) as Record<Language, z.ZodOptional<z.ZodString>>,
    )
    .refine((text) => text.en !== undefined, {
      message: 'the text in en is required',
      path: ['en'],
    }),
});
export type SafetyWarningRecord = z.infer<typeof safetyWarningSchema>;

/** An article picture: an http(s) address the import fetches, or a picture the shop serves. */
export const imageReferenceField = z
  .string()
  .max(2_000)
  .regex(/^(?:https?:\/\/|\/images\/)[^\s"'<>\\|]+$/, {
    message: 'must be an http(s) address or a shop picture path (/images/articles/…)',
  });

const gpsrSchema = z.strictObject({
  manufacturer: shortText(500),
  responsiblePerson: shortText(500).nullable().optional(),
  safetyWarnings: z.array(safetyWarningSchema).max(50).optional(),
  images: z.array(imageReferenceField).max(20).optional(),
});
export type GpsrRecord = z.infer<typeof gpsrSchema>;

const flag = z.boolean().optional();
const optionalDate = dateField.nullable().optional();
const optionalText = (max: number) => shortText(max).nullable().optional();

export const articleFields = {
  articleNumber: articleNumberField,
  /** the main article a size names; a main with sizes names itself */
  mainArticleNumber: articleNumberField.nullable().optional(),
  variantValue: optionalText(60),
  variantOrder: z.number().int().min(0).max(10_000).nullable().optional(),
  localization: localizationsField,
  producerDbId: dbIdField.nullable().optional(),
  productTypeDbId: dbIdField.nullable().optional(),
  themeDbIds: z.array(dbIdField).max(50).optional(),
  categoryDbIds: z.array(dbIdField).max(50).optional(),
  campaignCode: campaignCodeField.nullable().optional(),
  /** categorisation codes, among them hot deal 34371 and close-out 34381 */
  categorisation: z.array(z.number().int().min(1).max(2_147_483_647)).max(50).optional(),
  state: z.enum(ARTICLE_STATES),
  stockQuantity: countField.optional(),
  lowStock: flag,
  etaDate: optionalDate,
  intakeDate: optionalDate,
  releaseDate: optionalDate,
  preorderDate: optionalDate,
  preorderDeadline: optionalDate,
  firstSalesDay: optionalDate,
  soldOutDate: optionalDate,
  /** the day the article came into the shop; left out: kept, or the import's day for a new one */
  inshopDate: dateField.optional(),
  /** the day the article became a hot deal or close-out */
  specialDate: optionalDate,
  countdown: timestampField.nullable().optional(),
  caseQuantity: z.number().int().min(1).max(1_000_000).optional(),
  producerCaseQuantity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  prices: pricesField.optional(),
  taxRate: z.number().int().min(0).max(100).optional(),
  taric: z
    .string()
    .regex(/^\d{8,11}$/, { message: 'must be 8 to 11 digits' })
    .nullable()
    .optional(),
  barcode: barcodeField.nullable().optional(),
  /** grams */
  weight: countField.nullable().optional(),
  /** length x width x height in millimetres */
  size: z
    .string()
    .regex(/^\d{1,6}x\d{1,6}x\d{1,6}$/, {
      message: 'must be LxWxH in millimetres, e.g. 300x200x100',
    })
    .nullable()
    .optional(),
  delivery_type: optionalText(40),
  oversize: flag,
  allowDropshipping: flag,
  maxQty: z.number().int().min(1).max(1_000_000).nullable().optional(),
  maxQtyDate: optionalDate,
  /** working days the dispatch takes longer */
  deliveryDelay: z.number().int().min(0).max(365).nullable().optional(),
  freightSurcharge: moneyField.optional(),
  packageType: optionalText(100),
  /** what one sales unit is: single, display, set, assortment */
  articleType: optionalText(100),
  /** whether the single pieces of a display, set or assortment are also sold alone */
  singleStatus: optionalText(100),
  restriction: optionalText(100),
  video: z
    .string()
    .max(2_000)
    .regex(/^https:\/\/[^\s"'<>\\]+$/, { message: 'must be an https address' })
    .nullable()
    .optional(),
  isMagicItem: flag,
  magicReleaseDate: optionalDate,
  magicNoPrereleaseDeadline: optionalDate,
  gpsr: gpsrSchema.nullable().optional(),
  images: z.array(imageReferenceField).max(50).optional(),
};

export const articleSchema = z.strictObject(articleFields);
export type ArticleRecord = z.infer<typeof articleSchema>;
